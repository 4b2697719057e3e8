import { z } from 'zod'
import { GIFT_CARD_AMOUNTS, isGiftCardAmount } from '../gift-cards/amounts'
import { checkoutEmail, type CheckoutDetails } from './checkout-details'

/** A work from the cart: which work, which of its options (the variant row id), how many. */
export const artworkRequestLine = z.object({
  kind: z.literal('artwork'),
  artwork: z.number().int().positive(),
  variant: z.string().min(1).max(100),
  quantity: z.number().int().min(1).max(99),
})

/** A gift card bought for someone: one of the fixed denominations (dollars), mailed to the recipient once paid. */
export const giftCardRequestLine = z.object({
  kind: z.literal('gift-card'),
  amount: z.number().refine(isGiftCardAmount, `amount must be one of ${GIFT_CARD_AMOUNTS.join(', ')}`),
  recipientName: z
    .string()
    .trim()
    .min(1, 'Enter the recipient’s name')
    .max(200, 'The recipient’s name must be at most 200 characters'),
  recipientEmail: checkoutEmail,
  message: z
    .string()
    .trim()
    .max(1000, 'message must be at most 1000 characters')
    .transform((value) => value || undefined)
    .optional(),
})

export const orderRequestLine = z.discriminatedUnion('kind', [artworkRequestLine, giftCardRequestLine])

export type OrderRequestLine = z.infer<typeof orderRequestLine>
export type ArtworkRequestLine = z.infer<typeof artworkRequestLine>
export type GiftCardRequestLine = z.infer<typeof giftCardRequestLine>

export type PaymentMethod = 'request' | 'stripe'

export type OrderRequest = {
  lines: OrderRequestLine[]
  details: CheckoutDetails
  customerId?: number
  /** The network address the order came from, counted by the caps on unpaid orders. */
  clientAddress?: string
  paymentMethod: PaymentMethod
  /** When the order is placed (tests drive the clock); now by default. */
  now?: Date
}

export type PlacedOrder = { id: number; number: string; total: number; status: 'requested' | 'pending' }

/**
 * What checkout answers: the order (total in cents), or why not: 409 when a work has just been sold or the
 * gift card's balance changed under the buyer, 422 for a line or a code that cannot be ordered, 429 when the
 * buyer already has as many unpaid orders (or works in them) as the shop allows.
 */
export type PlaceOrderResult = { ok: true; order: PlacedOrder } | { ok: false; status: 409 | 422 | 429; error: string }
