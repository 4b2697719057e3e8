import { z } from 'zod'
import { ORDER_STATUSES } from './order-statuses'

/** What the buyer reads of one of their orders (money in cents): no staff note, no address it was placed from. */
export const buyerOrderSchema = z.object({
  number: z.string(),
  placedAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(['request', 'stripe']),
  email: z.string(),
  lines: z.array(
    z.object({
      kind: z.enum(['artwork', 'gift-card']),
      title: z.string(),
      variantTitle: z.string().nullable(),
      quantity: z.number(),
      unitPrice: z.number(),
      recipientEmail: z.string().nullable(),
    }),
  ),
  subtotal: z.number(),
  giftCardAmount: z.number(),
  total: z.number(),
  currency: z.string(),
})

export type BuyerOrder = z.infer<typeof buyerOrderSchema>
