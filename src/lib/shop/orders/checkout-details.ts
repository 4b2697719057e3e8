import { z } from 'zod'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, INVALID_EMAIL_MESSAGE } from '@/lib/text/email'

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`)

const optionalText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .transform((value) => value || undefined)
    .optional()

/** An email address by the site's one rule, trimmed and in lower case. */
export const checkoutEmail = z
  .string({ error: 'email must be text' })
  .trim()
  .max(EMAIL_MAX_LENGTH, `email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE)
  .toLowerCase()

export const shippingAddress = z.object({
  line1: text('Address', 200),
  line2: optionalText('Address line 2', 200),
  city: text('City', 100),
  region: optionalText('Region', 100),
  postalCode: text('Postal code', 20),
  country: text('Country', 100),
})

/** The buyer's part of an order: the checkout form and POST /api/shop/orders share this schema. */
export const checkoutDetails = z.object({
  email: checkoutEmail,
  name: text('Name', 200),
  phone: optionalText('Phone', 40),
  // A gift card alone is mailed, not shipped: checkout requires the address whenever a work is ordered.
  shippingAddress: shippingAddress.optional(),
  // Typed with or without the dashes and in any case: the code is normalized before it is hashed.
  giftCardCode: optionalText('Gift card code', 40),
})

export type CheckoutDetails = z.infer<typeof checkoutDetails>
