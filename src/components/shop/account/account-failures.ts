import { errorMessageOf, fieldErrorsOf } from '@/components/forms/answer-errors'
import type { FieldErrors } from '@/components/forms/field-errors'

/** What an account form shows after the shop refused: messages by field, and one for the whole form. */
export type Refusal = { fields: FieldErrors; message: string | null }

export const LOGIN_UNREACHABLE = 'We could not reach the shop. Check your connection and try again.'

/** What a customer reads when a login fails, from the status and Payload's error body. */
export function loginFailureMessage(status: number, body: unknown): string {
  const message = errorMessageOf(body)
  if (status === 401 && message && /locked/i.test(message)) {
    return 'Too many failed attempts: this account is locked for a few minutes. Please try again later.'
  }
  if (status === 401 || status === 400) return 'That email and password do not match an account.'
  if (status === 429) return 'Too many attempts. Please wait a minute and try again.'
  return 'We could not log you in just now. Please try again in a moment.'
}

export const RESET_MAIL_SENT = "If an account exists for that address, we've sent a link to reset the password."
export const DUPLICATE_ADDRESS =
  'An account already exists for this email. Log in, or reset the password if you forgot it.'
export const TOO_MANY_SIGN_UPS = 'Too many new accounts from this network. Please try again later.'
export const RESET_LINK_EXPIRED = 'This reset link is invalid or has expired. Ask for a new one.'
const TOO_MANY_RESETS = 'Too many reset attempts from this network. Please wait a few minutes and try again.'
export const CHECK_FIELDS = 'Please check the fields marked below.'

const refusal = (message: string | null, fields: FieldErrors = {}): Refusal => ({ fields, message })

export function signUpRefusal(status: number, body: unknown): Refusal {
  if (status === 429) return refusal(TOO_MANY_SIGN_UPS)
  const fields = fieldErrorsOf(body)
  if (fields.email && /already registered/i.test(fields.email)) fields.email = DUPLICATE_ADDRESS
  if (status === 400 && Object.keys(fields).length > 0) return refusal(CHECK_FIELDS, fields)
  return refusal('We could not create your account just now. Please try again in a moment.')
}

export function resetRefusal(status: number, body: unknown): Refusal {
  if (status === 429) return refusal(TOO_MANY_RESETS)
  if (status === 403) return refusal(RESET_LINK_EXPIRED)
  const fields = fieldErrorsOf(body)
  if (status === 400 && fields.password) return refusal(CHECK_FIELDS, { password: fields.password })
  return refusal('We could not change the password just now. Please try again in a moment.')
}

/**
 * What the forgotten-password form says. Every accepted request gets the same sentence: it must not tell
 * a stranger whether an address has an account.
 */
export function forgotPasswordAnswer(status: number): { sent: boolean; message: string } {
  if (status >= 200 && status < 300) return { sent: true, message: RESET_MAIL_SENT }
  if (status === 429) return { sent: false, message: TOO_MANY_RESETS }
  if (status === 400) return { sent: false, message: 'Enter the email address of your account.' }
  return { sent: false, message: 'We could not send the link just now. Please try again in a moment.' }
}
