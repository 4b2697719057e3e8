import 'server-only'
import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { recordGiftCardEvent } from '../gift-cards/gift-card-events'
import { redeemGiftCard, type Redemption } from '../gift-cards/redeem'
import { followArtworks } from '../stock/follow-artworks'
import { checkBuyerCaps } from '../holds/buyer-caps'
import { CARD_HOLD_MINUTES, holdSettings, minutesAfter } from '../holds/hold-settings'
import { releaseExpiredHolds } from '../holds/release-expired-holds'
import { checkUnits, reserveUnits, unitsByWork, UnitsGone } from '../stock/units'
import { newOrderNumber } from './order-number'
import { orderConfirmationMail } from './order-mail'
import type { OrderRequest, PlaceOrderResult } from './order-request'
import { priceLines, type PricedOrder } from './price-lines'
import { sendShopMail } from './send-mail'
import { tellGallery } from './tell-gallery'
import { soldOutRefusal } from './sold-out'
import { inShopTransaction } from './shop-transaction'

export type { OrderRequest, OrderRequestLine, PlaceOrderResult, PlacedOrder } from './order-request'

/** A card order holds its works at once while the buyer pays; a request holds nothing until staff accept it. */
const statusOnPlacing = (request: OrderRequest): 'pending' | 'requested' =>
  request.paymentMethod === 'stripe' ? 'pending' : 'requested'

function orderData(request: OrderRequest, priced: PricedOrder, redemption: Redemption | null, now: Date) {
  const { details } = request
  const giftCardAmount = redemption?.amount ?? 0
  const status = statusOnPlacing(request)
  return {
    number: newOrderNumber(),
    status,
    holdUntil: status === 'pending' ? minutesAfter(now, CARD_HOLD_MINUTES).toISOString() : null,
    clientAddress: request.clientAddress ?? null,
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
 * Places an order in one database transaction: reserves the works' units (a card order; a request only checks
 * they are left), counts the buyer's unpaid orders against the caps, prices every line from the database,
 * redeems the gift card, creates the order and the card's history row. Only once that has committed: the
 * buyer's confirmation, the gallery's notice, and the works' search records and cached pages.
 */
export async function placeOrder(payload: Payload, request: OrderRequest): Promise<PlaceOrderResult> {
  const now = request.now ?? new Date()
  const units = unitsByWork(request.lines.filter((line) => line.kind === 'artwork'))
  const artworkIds = units.map((unit) => unit.artworkId)
  // Belt and braces: the sweeper frees expired holds every minute; these works' are freed before this order.
  await releaseExpiredHolds(payload, { now, artworkIds })
  const caps = await holdSettings(payload)
  const holds = statusOnPlacing(request) === 'pending'
  const outcome = await inShopTransaction(payload, async (transaction) => {
    // The first statement: a buyer who lost the race for a last unit rolls back before reading anything.
    await (holds ? reserveUnits : checkUnits)(transaction.stock, units)
    const buyer = { email: request.details.email, customerId: request.customerId, clientAddress: request.clientAddress }
    await checkBuyerCaps(
      transaction,
      buyer,
      units.reduce((sum, unit) => sum + unit.quantity, 0),
      caps,
    )
    const priced = await priceLines(transaction, request.lines)
    const code = request.details.giftCardCode
    const redemption = code ? await redeemGiftCard(transaction.giftCards, code, priced.subtotal) : null
    const data = orderData(request, priced, redemption, now)
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
  await tellGallery(payload, 'placed', order, outcome.req)
  return {
    ok: true,
    order: { id: order.id, number: order.number, total: order.total, status: statusOnPlacing(request) },
  }
}
