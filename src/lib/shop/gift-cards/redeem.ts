import { OrderRefusal } from '../orders/refusal'
import type { GiftCardStatements } from './gift-card-statements'
import { giftCardCodeKey } from './gift-card-code'

export type Redemption = { giftCardId: number; amount: number; balanceAfter: number }

/**
 * Pays what it can of `total` (cents) from the card: up to the balance read in this transaction, taken by
 * the guarded statement. On PostgreSQL two orders can read the same balance; the second one's statement
 * then finds less than it read and refuses the order, so the balance never goes below zero. A card voided
 * after the read is refused the same way: the statement takes nothing from a void card.
 */
export async function redeemGiftCard(giftCards: GiftCardStatements, code: string, total: number): Promise<Redemption> {
  const { codeHash } = giftCardCodeKey(code)
  const card = await giftCards.read(codeHash)
  if (!card) throw new OrderRefusal(422, 'That gift card code is not valid')
  if (card.voided) throw new OrderRefusal(422, 'That gift card is no longer valid')
  if (card.balance <= 0) throw new OrderRefusal(422, 'That gift card has no balance left')
  const amount = Math.min(card.balance, total)
  const balanceAfter = await giftCards.redeem(codeHash, amount)
  if (balanceAfter === null) throw new OrderRefusal(409, 'The gift card balance has changed')
  return { giftCardId: card.id, amount, balanceAfter }
}
