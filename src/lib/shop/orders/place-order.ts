import 'server-only'
import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { recordGiftCardEvent } from '../gift-cards/gift-card-events'
import { redeemGiftCard, type Redemption } from '../gift-cards/redeem'
import { followArtworks } from '../stock/follow-artworks'
import { reserveUnits, unitsByWork, UnitsGone } from '../stock/units'
import { expireUnpaidCardOrders } from './expire-unpaid'
import { newOrderNumber } from './order-number'
import { orderConfirmationMail } from './order-mail'
import type { OrderRequest, PlaceOrderResult } from './order-request'
import { priceLines, type PricedOrder } from './price-lines'
import { sendShopMail } from './send-mail'
import { soldOutRefusal } from './sold-out'
import { inShopTransaction } from './shop-transaction'

export type { OrderRequest, OrderRequestLine, PlaceOrderResult, PlacedOrder } from './order-request'

function orderData(request: OrderRequest, priced: PricedOrder, redemption: Redemption | null) {
  const { details } = request
  const giftCardAmount = redemption?.amount ?? 0
  return {
    number: newOrderNumber(),
    status: 'pending' as const,
    paymentMethod: request.paymentMethod,
    customer: request.customerId ?? null,
    email: details.email,
    contact: { name: details.name, phone: details.phone ?? null },
    shippingAddress: details.shippingAddress,
    lines: priced.lines,
    subtotal: priced.subtotal,
    giftCardAmount,
    total: priced.subtotal - giftCardAmount,
    currency: 'USD',
    giftCard: redemption?.giftCardId ?? null,
  }
}

/**
 * Places an order in one database transaction: prices every line from the database, reserves the works'
 * units, redeems the gift card, creates the pending order and the card's history row. Only once that has
 * committed: the buyer's confirmation, and the works' search records and cached pages.
 */
export async function placeOrder(payload: Payload, request: OrderRequest): Promise<PlaceOrderResult> {
  const units = unitsByWork(request.lines.filter((line) => line.kind === 'artwork'))
  const artworkIds = units.map((unit) => unit.artworkId)
  await expireUnpaidCardOrders(payload, artworkIds, new Date())
  const outcome = await inShopTransaction(payload, async (transaction) => {
    // The first statement: a buyer who lost the race for a last unit rolls back before reading anything.
    await reserveUnits(transaction.stock, units)
    const priced = await priceLines(transaction, request.lines)
    const code = request.details.giftCardCode
    const redemption = code ? await redeemGiftCard(transaction.giftCards, code, priced.subtotal) : null
    const data = orderData(request, priced, redemption)
    const order = await payload.create({
      collection: 'orders',
      data,
      req: transaction.req,
      overrideAccess: true,
      depth: 0,
    })
    if (redemption) {
      const { giftCardId, amount, balanceAfter } = redemption
      const spent = { giftCard: giftCardId, change: -amount, balanceAfter, reason: 'spent', order: order.id } as const
      await recordGiftCardEvent(transaction.req, spent)
    }
    return { order }
  }).catch((error: unknown) => {
    if (error instanceof UnitsGone) return soldOutRefusal(payload, error)
    throw error
  })
  if (!outcome.ok) return { ok: false, status: outcome.status, error: outcome.error }
  const { order } = outcome
  await followArtworks(outcome.req, artworkIds)
  const confirmation = orderConfirmationMail(
    { ...order, name: order.contact.name, giftCardAmount: order.giftCardAmount ?? 0 },
    env().SITE_NAME,
  )
  await sendShopMail(payload, order.email, confirmation)
  return { ok: true, order: { id: order.id, number: order.number, total: order.total, status: 'pending' } }
}
