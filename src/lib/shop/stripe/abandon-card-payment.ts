import 'server-only'
import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { log } from '@/lib/log'
import { changeOrderStatus } from '@/lib/shop/orders/order-status'
import { cardOrder, NO_ORDER, retrieveSession } from './card-orders'

export type AbandonOutcome =
  | { ok: true; order: { number: string; status: 'cancelled' } }
  | { ok: false; status: 404 | 409 | 422 | 429 | 502; error: string }

const PAID_MEANWHILE = 'This order has been paid, so it stays placed'

/** Closes an open session so that it can never be paid; false when it was paid (or is being paid) first. */
async function closeSession(stripe: Stripe, session: Stripe.Checkout.Session): Promise<boolean> {
  if (session.status === 'expired') return true
  if (session.status === 'complete') return false
  try {
    await stripe.checkout.sessions.expire(session.id)
    return true
  } catch (error) {
    log.warn({ err: error, sessionId: session.id }, 'stripe: a session to abandon could not be expired')
    return false
  }
}

/**
 * Cancels an unpaid card order whose buyer turned back on Stripe's page (or whose session expired), so its
 * works and gift card amount are free again at once. The session is expired first: once it cannot be paid,
 * cancelling cannot race a payment. Only the order's own session, known to its buyer and Stripe, can do it.
 */
export async function abandonCardPayment(
  payload: Payload,
  stripe: Stripe,
  number: string,
  sessionId: string,
): Promise<AbandonOutcome> {
  const order = await cardOrder(payload, number)
  if (!order) return { ok: false, status: 404, error: NO_ORDER }
  const read = await retrieveSession(stripe, sessionId)
  if (!read.ok) return read
  if (read.session.metadata?.orderId !== String(order.id))
    return { ok: false, status: 422, error: 'This payment belongs to another order' }
  if (order.status === 'cancelled') return { ok: true, order: { number, status: 'cancelled' } }
  if (order.status !== 'pending') return { ok: false, status: 409, error: PAID_MEANWHILE }
  if (!(await closeSession(stripe, read.session))) return { ok: false, status: 409, error: PAID_MEANWHILE }
  const changed = await changeOrderStatus(payload, order.id, 'cancelled')
  if (changed.ok || (await cardOrder(payload, number))?.status === 'cancelled')
    return { ok: true, order: { number, status: 'cancelled' } }
  return changed
}
