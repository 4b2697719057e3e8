import { z } from 'zod'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, INVALID_EMAIL_MESSAGE } from '@/lib/text/email'

/**
 * POST /api/newsletter's body, `{ email }`, by the form's own rule. The address is kept trimmed and in
 * lower case, so one person is one subscriber however they typed it.
 */
export const newsletterSignup = z.object({
  email: z
    .string({ error: 'email must be a string' })
    .trim()
    .max(EMAIL_MAX_LENGTH, `email must be at most ${EMAIL_MAX_LENGTH} characters`)
    .regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE)
    .toLowerCase(),
})
