import type { Order } from '@/payload-types'
import type { ShopTransaction } from '../orders/shop-transaction'
import type { IssuedGiftCard } from './gift-card-mail'
import { giftCardCodeKey, newGiftCardCode } from './gift-card-code'
import { recordGiftCardEvent } from './gift-card-events'

/**
 * Issues one card per gift card bought with the order, inside the transaction that marked it paid (so
 * it happens once), each with its history's first row. Only the hash and last four characters are
 * stored: the codes are returned to be mailed once the transaction has committed.
 */
export async function issueGiftCards({ req }: ShopTransaction, order: Order): Promise<IssuedGiftCard[]> {
  const issued: IssuedGiftCard[] = []
  for (const line of order.lines) {
    if (line.kind !== 'gift-card' || !line.recipientEmail) continue
    for (let unit = 0; unit < line.quantity; unit++) {
      const code = newGiftCardCode()
      const card = {
        recipientName: line.recipientName ?? '',
        recipientEmail: line.recipientEmail,
        message: line.giftMessage ?? null,
      }
      const created = await req.payload.create({
        collection: 'gift-cards',
        data: {
          ...giftCardCodeKey(code),
          initialBalance: line.unitPrice,
          balance: line.unitPrice,
          currency: 'USD',
          ...card,
          order: order.id,
        },
        req,
        overrideAccess: true,
        depth: 0,
      })
      const amount = line.unitPrice
      await recordGiftCardEvent(req, {
        giftCard: created.id,
        change: amount,
        balanceAfter: amount,
        reason: 'issued',
        order: order.id,
      })
      issued.push({ code, amount: line.unitPrice, buyerName: order.contact.name, ...card })
    }
  }
  return issued
}
