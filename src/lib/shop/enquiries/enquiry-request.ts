import * as z from 'zod/mini'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, INVALID_EMAIL_MESSAGE } from '@/lib/text/email'

/** The enquiries collection's own limits, so a valid enquiry is never refused when it is stored. */
export const NAME_MAX_LENGTH = 200
export const TOPIC_MAX_LENGTH = 200
export const MESSAGE_MAX_LENGTH = 5000
const HONEYPOT_MAX_LENGTH = 500

export const ENQUIRY_MESSAGES = {
  name: 'Enter your name',
  nameTooLong: `Your name must be at most ${NAME_MAX_LENGTH} characters`,
  emailTooLong: `Your email must be at most ${EMAIL_MAX_LENGTH} characters`,
  message: 'Enter your message',
  messageTooLong: `Your message must be at most ${MESSAGE_MAX_LENGTH} characters`,
} as const

const requiredText = (field: string, missing: string, maxLength: number, tooLong: string) =>
  z
    .string({ error: `${field} must be a string` })
    .check(z.trim(), z.minLength(1, missing), z.maxLength(maxLength, tooLong))

/**
 * POST /api/shop/enquiries's body, and the rule the enquiry form checks before sending: one schema for
 * both. `website` is the honeypot: people never see it, form-filling scripts fill it in. zod/mini keeps
 * the form's JavaScript small.
 */
export const enquiryRequest = z.object(
  {
    artwork: z.optional(
      z.int({ error: 'artwork must be the id of a work' }).check(z.positive('artwork must be the id of a work')),
    ),
    topic: z.optional(
      z
        .string({ error: 'topic must be a string' })
        .check(z.trim(), z.maxLength(TOPIC_MAX_LENGTH, `topic must be at most ${TOPIC_MAX_LENGTH} characters`)),
    ),
    name: requiredText('name', ENQUIRY_MESSAGES.name, NAME_MAX_LENGTH, ENQUIRY_MESSAGES.nameTooLong),
    email: z
      .string({ error: 'email must be a string' })
      .check(
        z.trim(),
        z.maxLength(EMAIL_MAX_LENGTH, ENQUIRY_MESSAGES.emailTooLong),
        z.regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE),
      ),
    message: requiredText('message', ENQUIRY_MESSAGES.message, MESSAGE_MAX_LENGTH, ENQUIRY_MESSAGES.messageTooLong),
    website: z._default(z.string({ error: 'website must be a string' }).check(z.maxLength(HONEYPOT_MAX_LENGTH)), ''),
  },
  { error: 'expected an object: { "name", "email", "message" }' },
)

export type EnquiryRequest = z.infer<typeof enquiryRequest>

/** An enquiry whose hidden field was filled in: a script's, answered as if stored but neither stored nor mailed. */
export const isHoneypotFilled = (enquiry: Pick<EnquiryRequest, 'website'>) => enquiry.website.trim() !== ''

export type EnquiryField = 'name' | 'email' | 'message'
export type EnquiryFieldErrors = Partial<Record<EnquiryField, string>>

const FIELDS: readonly string[] = ['name', 'email', 'message'] satisfies EnquiryField[]
const isField = (key: PropertyKey | undefined): key is EnquiryField => typeof key === 'string' && FIELDS.includes(key)

/** The form's message under each field it shows, the first problem of each; none when the enquiry is valid. */
export function enquiryFieldErrors(values: Record<EnquiryField, string>): EnquiryFieldErrors {
  const parsed = enquiryRequest.safeParse(values)
  const errors: EnquiryFieldErrors = {}
  if (parsed.success) return errors
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if (isField(field) && !errors[field]) errors[field] = issue.message
  }
  return errors
}
