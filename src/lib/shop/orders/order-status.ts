import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { env } from '@/lib/env'
import type { Order } from '@/payload-types'
import { giftCardMail, type IssuedGiftCard } from '../gift-cards/gift-card-mail'
import { issueGiftCards } from '../gift-cards/issue-gift-cards'
import { refundPayingCard } from '../gift-cards/refund-paying-card'
import { voidIssuedGiftCards } from '../gift-cards/void-gift-cards'
import { followArtworks } from '../stock/follow-artworks'
import { releaseUnits, unitsByWork } from '../stock/units'
import type { OrderStatus } from './order-statuses'
import { OrderRefusal, type Refusal } from './refusal'
import { sendShopMail } from './send-mail'
import { inShopTransaction, type ShopTransaction } from './shop-transaction'
import { statusesBefore, transitionError } from './status-transitions'

export type StatusChangeResult = { ok: true; order: { id: number; status: OrderStatus } } | Refusal

type Effects = { releasedWorks: number[]; issued: IssuedGiftCard[] }

/** Gives back what the order took: its works' units and what it paid by gift card. */
async function giveBack(transaction: ShopTransaction, order: Order): Promise<number[]> {
  const units = unitsByWork(order.lines)
  await releaseUnits(transaction.stock, units)
  await refundPayingCard(transaction, order)
  return units.map((unit) => unit.artworkId)
}

/** Cancelling voids the cards the order issued first: it is refused, before any refund, if one was spent. */
async function cancel(transaction: ShopTransaction, order: Order): Promise<number[]> {
  await voidIssuedGiftCards(transaction, order.id, new Date())
  return giveBack(transaction, order)
}

async function apply(transaction: ShopTransaction, orderId: number, to: OrderStatus): Promise<Effects> {
  const { req } = transaction
  const claimed = await transaction.orders.claim(orderId, to, statusesBefore(to), new Date())
  const order = await req.payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })
  if (!order) throw new OrderRefusal(422, `There is no order ${orderId}`)
  if (!claimed) throw new OrderRefusal(409, transitionError(order.status, to))
  if (to === 'cancelled') return { releasedWorks: await cancel(transaction, order), issued: [] }
  if (to === 'paid') return { releasedWorks: [], issued: await issueGiftCards(transaction, order) }
  return { releasedWorks: [], issued: [] }
}

/**
 * The one way an order's status changes (checkout's payment, staff in the admin): pending → paid |
 * cancelled, paid → fulfilled | cancelled, each claimed once. Cancelling voids the gift cards the order
 * issued (refused if one was spent) and gives the units and the gift card amount back; paying issues the
 * gift cards bought; each balance change is kept in the card's history. Given `req` with an open
 * transaction (an admin save), the change joins it. Search, pages and the recipients' mail follow.
 */
export async function changeOrderStatus(
  payload: Payload,
  orderId: number,
  to: OrderStatus,
  req?: PayloadRequest,
): Promise<StatusChangeResult> {
  const outcome = await inShopTransaction(payload, (transaction) => apply(transaction, orderId, to), req)
  if (!outcome.ok) return { ok: false, status: outcome.status, error: outcome.error }
  await followArtworks(outcome.req, outcome.releasedWorks)
  for (const card of outcome.issued) {
    await sendShopMail(payload, card.recipientEmail, giftCardMail(card, env().SITE_NAME))
  }
  return { ok: true, order: { id: orderId, status: to } }
}
