/**
 * The site's one email rule, for every form that asks for an address and every route that stores one. Plain
 * constants, no zod: the newsletter form ships in every page's first-load JavaScript.
 */

/** RFC 5321's limit on a forward path: no deliverable address is longer. */
export const EMAIL_MAX_LENGTH = 254

/**
 * A standard email pattern: no quoted or spaced local parts, no leading or doubled dots, domain labels that
 * neither start nor end with a hyphen, a top-level domain of letters. Every address it accepts is one the
 * CMS's own email field accepts too, so a sign-up that passes here is never refused by Payload.
 */
export const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)[\w'+.-]*[\w+-]@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i

export const INVALID_EMAIL_MESSAGE = 'Please enter valid email'

/** Whether a typed address is one we accept; its surrounding spaces do not count. */
export function isValidEmail(typed: string): boolean {
  const email = typed.trim()
  // The length goes first: it bounds the pattern's backtracking on hostile input.
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email)
}

/**
 * The field's message while typing: none for an empty field (the visitor has not started) or a valid one.
 * On submit an empty field is refused with the same message.
 */
export function emailFieldError(typed: string, { submitting = false } = {}): string | null {
  if (typed.trim() === '') return submitting ? INVALID_EMAIL_MESSAGE : null
  return isValidEmail(typed) ? null : INVALID_EMAIL_MESSAGE
}
