import type { Payload, PayloadRequest } from 'payload'
import { OrderRefusal } from '../orders/refusal'
import { inShopTransaction, type ShopTransaction, type TransactionOutcome } from '../orders/shop-transaction'
import { recordGiftCardEvent } from './gift-card-events'

/**
 * Voids the cards the order issued, on the cancel's transaction: each by one statement that takes a card
 * only while its whole amount is on it, so a spend racing the cancel either lands first (and the cancel
 * is refused) or finds the card void. A card staff voided unspent is already out of reach and stays so.
 */
export async function voidIssuedGiftCards(transaction: ShopTransaction, orderId: number, now: Date): Promise<void> {
  const { giftCards, req } = transaction
  for (const card of await giftCards.issuedBy(orderId)) {
    const voided = await giftCards.voidUnspent(card.id, now)
    if (voided !== null) {
      await recordGiftCardEvent(req, {
        giftCard: card.id,
        change: -voided,
        balanceAfter: 0,
        reason: 'voided',
        order: orderId,
      })
      continue
    }
    // Read after the statement failed: a void card never changes again, so this state is final.
    const latest = await giftCards.state(card.id)
    if (latest?.voided && latest.voidedAmount === latest.initialBalance) continue
    const used = `This order's gift card ending in ${card.last4} has already been used`
    throw new OrderRefusal(409, `${used}: the order cannot be cancelled`)
  }
}

export type VoidedCard = { balance: 0; voidedAt: string; voidedAmount: number }

/**
 * Staff void a card: whatever is left on it can no longer be spent, by one statement that no spend can
 * slip past. Joins the admin save's transaction when `req` holds one.
 */
export async function voidGiftCard(
  payload: Payload,
  giftCardId: number,
  now: Date,
  req?: PayloadRequest,
): Promise<TransactionOutcome<{ card: VoidedCard }>> {
  return inShopTransaction(
    payload,
    async (transaction) => {
      const voidedAmount = await transaction.giftCards.voidRemaining(giftCardId, now)
      if (voidedAmount === null) throw new OrderRefusal(409, 'This gift card is already void')
      await recordGiftCardEvent(transaction.req, {
        giftCard: giftCardId,
        change: -voidedAmount,
        balanceAfter: 0,
        reason: 'voided',
        order: null,
      })
      return { card: { balance: 0 as const, voidedAt: now.toISOString(), voidedAmount } }
    },
    req,
  )
}
