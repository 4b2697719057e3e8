import type { CollectionConfig, IncomingAuthType } from 'payload'
import { env } from '@/lib/env'
import { checkCredentials, guardCredentialChanges } from './credentials'
import { evenLoginTime } from './even-login-time'
import { answerWithFieldErrors } from './field-errors-answer'
import { forgetGuessesAfterLogin, limitAccountOperations } from './rate-limits'

/**
 * Sign-in settings shared by staff and customers. No lockout (`maxLoginAttempts: 0`): the rate limits
 * slow a guesser down without locking the owner out. Session cookies are HttpOnly (always, in Payload),
 * SameSite=Lax, and Secure whenever the site is served over https.
 */
export function accountAuth(options: Omit<IncomingAuthType, 'maxLoginAttempts' | 'cookies'> = {}): IncomingAuthType {
  return {
    ...options,
    maxLoginAttempts: 0,
    cookies: { sameSite: 'Lax', secure: env().SITE_URL.startsWith('https:') },
  }
}

/**
 * Hooks every account collection runs: rate limits first, then the credential rules, then even timing;
 * refusals keep their field messages.
 */
export const accountHooks = {
  beforeOperation: [limitAccountOperations, checkCredentials, guardCredentialChanges, evenLoginTime],
  afterLogin: [forgetGuessesAfterLogin],
  afterError: [answerWithFieldErrors],
} satisfies CollectionConfig['hooks']
