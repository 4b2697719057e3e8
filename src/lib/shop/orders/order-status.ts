import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { env } from '@/lib/env'
import { log } from '@/lib/log'
import type { Order } from '@/payload-types'
import { giftCardMail, type IssuedGiftCard } from '../gift-cards/gift-card-mail'
import { issueGiftCards } from '../gift-cards/issue-gift-cards'
import { refundPayingCard } from '../gift-cards/refund-paying-card'
import { voidIssuedGiftCards } from '../gift-cards/void-gift-cards'
import { followArtworks } from '../stock/follow-artworks'
import { holdSettings, minutesAfter } from '../holds/hold-settings'
import { releaseUnits, reserveUnits, unitsByWork, UnitsGone } from '../stock/units'
import type { OrderStatus } from './order-statuses'
import { OrderRefusal, type Refusal } from './refusal'
import { requestAcceptedMail } from './order-mail'
import { sendShopMail } from './send-mail'
import { tellGallery } from './tell-gallery'
import { inShopTransaction, type ShopTransaction } from './shop-transaction'
import { statusesBefore, transitionError } from './status-transitions'

/** `holdUntil` when the change set it (accepted: the end of the hold; paid: null, nothing runs out). */
export type StatusChangeResult =
  { ok: true; order: { id: number; status: OrderStatus; holdUntil?: string | null } } | Refusal

/**
 * What follows a change once committed: works whose stock changed, gift cards to mail, an acceptance to mail,
 * the payment or cancellation the gallery is told of.
 */
type Effects = {
  changedWorks: number[]
  issued: IssuedGiftCard[]
  accepted?: AcceptedRequest
  holdUntil?: Date | null
  notice?: GalleryNotice
}

type GalleryNotice = { event: 'paid' | 'cancelled'; order: Order }

type AcceptedRequest = { email: string; name: string; number: string; holdUntil: Date }

/** Gives back what the order took: its works' units (if it held them) and what it paid by gift card. */
async function giveBack(transaction: ShopTransaction, order: Order, heldUnits: boolean): Promise<number[]> {
  const units = heldUnits ? unitsByWork(order.lines) : []
  await releaseUnits(transaction.stock, units)
  await refundPayingCard(transaction, order)
  return units.map((unit) => unit.artworkId)
}

/** Cancelling voids the cards the order issued first: it is refused, before any refund, if one was spent. */
async function cancel(transaction: ShopTransaction, order: Order, heldUnits: boolean): Promise<number[]> {
  await voidIssuedGiftCards(transaction, order.id, new Date())
  return giveBack(transaction, order, heldUnits)
}

/** Takes the units a request asked for when staff accept it (or mark it paid): refused if one has been sold. */
async function hold(transaction: ShopTransaction, order: Order): Promise<number[]> {
  const units = unitsByWork(order.lines)
  try {
    await reserveUnits(transaction.stock, units)
  } catch (error) {
    if (!(error instanceof UnitsGone)) throw error
    const line = order.lines.find((candidate) => candidate.artwork === error.artworkId)
    throw new OrderRefusal(
      409,
      `${line?.title ?? 'A work'} has been sold since this request: cancel the request instead`,
    )
  }
  return units.map((unit) => unit.artworkId)
}

/**
 * Claims the move to `to`, first from `requested` (the order holds no units), then from the statuses in which
 * it holds them: which claim won says whether there are units to give back or still to take.
 */
async function claim(transaction: ShopTransaction, orderId: number, to: OrderStatus, now: Date) {
  const from = statusesBefore(to)
  if (from.includes('requested') && (await transaction.orders.claim(orderId, to, ['requested'], now)))
    return { heldUnits: false }
  const holding = from.filter((status) => status !== 'requested')
  return (await transaction.orders.claim(orderId, to, holding, now)) ? { heldUnits: true } : null
}

async function readOrder({ req }: ShopTransaction, orderId: number): Promise<Order> {
  const order = await req.payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })
  if (!order) throw new OrderRefusal(422, `There is no order ${orderId}`)
  return order
}

async function apply(transaction: ShopTransaction, orderId: number, to: OrderStatus): Promise<Effects> {
  const now = new Date()
  const claimed = await claim(transaction, orderId, to, now)
  const order = await readOrder(transaction, orderId)
  if (!claimed) throw new OrderRefusal(409, transitionError(order.status, to))
  const { heldUnits } = claimed
  if (to === 'cancelled') {
    const changedWorks = await cancel(transaction, order, heldUnits)
    return { changedWorks, issued: [], notice: { event: 'cancelled', order } }
  }
  const heldWorks = heldUnits ? [] : await hold(transaction, order)
  if (to === 'pending') {
    const { requestHoldHours } = await holdSettings(transaction.req.payload, transaction.req)
    const holdUntil = minutesAfter(now, requestHoldHours * 60)
    await transaction.orders.holdUntil(orderId, holdUntil)
    const accepted = { email: order.email, name: order.contact.name, number: order.number, holdUntil }
    return { changedWorks: heldWorks, issued: [], accepted, holdUntil }
  }
  if (to === 'paid') {
    await transaction.orders.holdUntil(orderId, null)
    const issued = await issueGiftCards(transaction, order)
    return { changedWorks: heldWorks, issued, holdUntil: null, notice: { event: 'paid', order } }
  }
  return { changedWorks: heldWorks, issued: [] }
}

/** Cancels one pending order whose hold ran out: the claim lets exactly one instance do it and give back. */
async function applyExpiry(transaction: ShopTransaction, orderId: number, now: Date) {
  if (!(await transaction.orders.claimExpiry(orderId, now))) return { expired: false, changedWorks: [] }
  const order = await readOrder(transaction, orderId)
  const changedWorks = await cancel(transaction, order, true)
  return { expired: true, changedWorks, notice: { event: 'cancelled', order } satisfies GalleryNotice }
}

/**
 * Cancels a pending order whose works' hold ran out by `now`, giving its units and gift card amount back:
 * true for the one caller, of however many instances sweep at once, whose claim cancelled it.
 */
export async function expireHold(payload: Payload, orderId: number, now: Date): Promise<boolean> {
  const outcome = await inShopTransaction(payload, (transaction) => applyExpiry(transaction, orderId, now))
  if (!outcome.ok) {
    log.warn({ order: orderId, reason: outcome.error }, 'shop: an expired hold was not released')
    return false
  }
  await followArtworks(outcome.req, outcome.changedWorks)
  if (outcome.notice) await tellGallery(payload, outcome.notice.event, outcome.notice.order, outcome.req)
  return outcome.expired
}

/**
 * The one way an order's status changes (checkout's payment, staff in the admin): requested → pending (staff
 * accept it: its works are held for the request hold) | paid | cancelled, pending → paid | cancelled, paid →
 * fulfilled | cancelled, each claimed once. Cancelling voids the gift cards the order
 * issued (refused if one was spent) and gives the units and the gift card amount back; paying issues the
 * gift cards bought; each balance change is kept in the card's history. Given `req` with an open
 * transaction (an admin save), the change joins it. Search, pages, the recipients' mail and, for a payment or a
 * cancellation, the gallery's notice follow.
 */
export async function changeOrderStatus(
  payload: Payload,
  orderId: number,
  to: OrderStatus,
  req?: PayloadRequest,
): Promise<StatusChangeResult> {
  const outcome = await inShopTransaction(payload, (transaction) => apply(transaction, orderId, to), req)
  if (!outcome.ok) return { ok: false, status: outcome.status, error: outcome.error }
  await followArtworks(outcome.req, outcome.changedWorks)
  for (const card of outcome.issued) {
    await sendShopMail(payload, card.recipientEmail, giftCardMail(card, env().SITE_NAME))
  }
  if (outcome.accepted)
    await sendShopMail(payload, outcome.accepted.email, requestAcceptedMail(outcome.accepted, env().SITE_NAME))
  if (outcome.notice) await tellGallery(payload, outcome.notice.event, outcome.notice.order, outcome.req)
  const { holdUntil } = outcome
  const held = holdUntil === undefined ? {} : { holdUntil: holdUntil ? holdUntil.toISOString() : null }
  return { ok: true, order: { id: orderId, status: to, ...held } }
}
