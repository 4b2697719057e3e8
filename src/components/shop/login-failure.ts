import { z } from 'zod'

const payloadErrorBody = z.object({ errors: z.array(z.object({ message: z.string() })).min(1) })

/** What a customer reads when a login fails, from the status and Payload's error body. */
export function loginFailureMessage(status: number, body: unknown): string {
  const parsed = payloadErrorBody.safeParse(body)
  const message = parsed.success ? parsed.data.errors[0]?.message : undefined
  if (status === 401 && message && /locked/i.test(message)) {
    return 'Too many failed attempts: this account is locked for a few minutes. Please try again later.'
  }
  if (status === 401 || status === 400) return 'That email and password do not match an account.'
  if (status === 429) return 'Too many attempts. Please wait a minute and try again.'
  return 'We could not log you in just now. Please try again in a moment.'
}

export const LOGIN_UNREACHABLE = 'We could not reach the shop. Check your connection and try again.'
