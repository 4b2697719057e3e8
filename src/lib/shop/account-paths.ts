/** The embedded shop's account pages. */
export const ACCOUNT_PATHS = {
  account: '/account',
  login: '/account/login',
  register: '/account/register',
  forgot: '/account/forgot',
} as const

const REDIRECT_PARAM = 'redirect_after_login'

/** `path` carrying where to go after signing in, so switching between log-in and sign-up keeps it. */
export function carryingRedirect(path: string, redirectTo: string): string {
  if (redirectTo === ACCOUNT_PATHS.account) return path
  return `${path}?${new URLSearchParams({ [REDIRECT_PARAM]: redirectTo })}`
}
