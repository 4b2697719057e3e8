import { z } from 'zod'
import { checkoutDetails } from '@/lib/shop/orders/checkout-details'
import { giftCardRequestLine } from '@/lib/shop/orders/order-request'

/** A gift card bought on its own product page: what the buyer chose for whom. */
export const giftCardPurchase = giftCardRequestLine.omit({ kind: true }).strict()

export type GiftCardPurchase = z.infer<typeof giftCardPurchase>

export const SHIPPING_ADDRESS_REQUIRED = 'A shipping address is required for works'

/**
 * POST /api/shop/orders: `{ details }` orders the cart, `{ giftCard, details }` a gift card alone, which is
 * mailed and so needs no shipping address. The checkout form and the gift card form check the same schema.
 */
export const orderBody = z
  .object({ details: checkoutDetails.strict(), giftCard: giftCardPurchase.optional() })
  .strict()
  .superRefine((body, context) => {
    if (body.giftCard || body.details.shippingAddress) return
    context.addIssue({ code: 'custom', path: ['details', 'shippingAddress'], message: SHIPPING_ADDRESS_REQUIRED })
  })

export type OrderBody = z.infer<typeof orderBody>
