/**
 * How long a new password must be, for customers and staff alike. The sign-up and reset forms check it
 * before sending (a refused sign-up still counts against the address's limit), the CMS checks it again.
 */
export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_MAX_LENGTH = 128

export const PASSWORD_TOO_SHORT = `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters`
export const PASSWORD_TOO_LONG = `Choose a password of at most ${PASSWORD_MAX_LENGTH} characters`

/** What is wrong with a new password, or undefined when it may be used. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG
  return undefined
}
