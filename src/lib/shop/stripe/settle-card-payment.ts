import 'server-only'
import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { log } from '@/lib/log'
import { changeOrderStatus } from '@/lib/shop/orders/order-status'
import { settlementProblem } from './settlement-check'
import { cardOrder, NO_ORDER, retrieveSession } from './card-orders'

export type SettleOutcome =
  | { ok: true; order: { number: string; status: 'paid' | 'fulfilled' } }
  | { ok: false; status: 402 | 404 | 409 | 422 | 429 | 502; error: string }

/**
 * Marks a card order paid once Stripe confirms it: the Checkout Session must be paid, for the order's exact
 * total and currency, and name the order. The return from Stripe, a reload and a retry may all arrive:
 * the status change claims `pending → paid` once, and an order already paid answers as paid.
 */
export async function settleCardPayment(
  payload: Payload,
  stripe: Stripe,
  number: string,
  sessionId: string,
): Promise<SettleOutcome> {
  const order = await cardOrder(payload, number)
  if (!order) return { ok: false, status: 404, error: NO_ORDER }
  const read = await retrieveSession(stripe, sessionId)
  if (!read.ok) return read
  const payable = {
    id: order.id,
    number: order.number,
    total: order.total,
    currency: order.currency,
    email: order.email,
  }
  const problem = settlementProblem(read.session, payable)
  if (problem) return { ok: false, status: read.session.payment_status === 'paid' ? 422 : 402, error: problem }
  if (order.status === 'paid' || order.status === 'fulfilled')
    return { ok: true, order: { number, status: order.status } }
  if (order.status === 'cancelled') {
    log.error({ order: number, sessionId }, 'stripe: a cancelled order was paid; refund it from the Stripe dashboard')
    return {
      ok: false,
      status: 409,
      error: 'This order was cancelled before its payment arrived: the gallery will refund it',
    }
  }
  const changed = await changeOrderStatus(payload, order.id, 'paid')
  if (changed.ok) return { ok: true, order: { number, status: 'paid' } }
  // Another confirmation of the same payment claimed the order first: it is paid all the same.
  const now = await cardOrder(payload, number)
  if (now?.status === 'paid' || now?.status === 'fulfilled') return { ok: true, order: { number, status: now.status } }
  return changed
}
