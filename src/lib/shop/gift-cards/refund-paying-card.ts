import type { Order } from '@/payload-types'
import { OrderRefusal } from '../orders/refusal'
import type { ShopTransaction } from '../orders/shop-transaction'
import { recordGiftCardEvent } from './gift-card-events'

const VOIDED_PAYING_CARD =
  'The gift card that paid for this order has been voided: its amount cannot go back on it, so the order cannot be cancelled'

/** Gives a cancelled order's gift card amount back to the card that paid it, unless staff voided that card. */
export async function refundPayingCard({ giftCards, req }: ShopTransaction, order: Order): Promise<void> {
  const giftCardId = typeof order.giftCard === 'object' ? order.giftCard?.id : order.giftCard
  const amount = order.giftCardAmount
  if (!giftCardId || !amount) return
  const balanceAfter = await giftCards.refund(giftCardId, amount)
  if (balanceAfter === null) throw new OrderRefusal(409, VOIDED_PAYING_CARD)
  await recordGiftCardEvent(req, {
    giftCard: giftCardId,
    change: amount,
    balanceAfter,
    reason: 'refunded',
    order: order.id,
  })
}
