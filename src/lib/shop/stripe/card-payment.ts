import 'server-only'
import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { sql } from '@/lib/db'
import { env } from '@/lib/env'
import { log } from '@/lib/log'
import type { PlacedOrder } from '@/lib/shop/orders/place-order'
import { changeOrderStatus } from '@/lib/shop/orders/order-status'
import { createCheckoutSession } from './checkout-session'
import { orderConfirmationPath } from '../orders/order-link'

export type CardPaymentStart =
  | { ok: true; status: 'pending' | 'paid'; redirectUrl?: string; sessionId?: string }
  | { ok: false; status: 502; error: string }

export const CARD_PAYMENT_UNAVAILABLE =
  'Card payment is not available right now, so the order was not placed. Please try again in a few minutes.'

/**
 * Opens the Stripe payment of a just-placed order. A gift card that covers everything leaves nothing to pay:
 * the order is paid at once. If Stripe cannot be reached the order is cancelled, which gives its works back.
 */
export async function startCardPayment(
  payload: Payload,
  stripe: Stripe,
  order: PlacedOrder,
  email: string,
): Promise<CardPaymentStart> {
  if (order.total === 0) {
    await changeOrderStatus(payload, order.id, 'paid')
    return { ok: true, status: 'paid' }
  }
  let session
  try {
    const payable = { id: order.id, number: order.number, total: order.total, currency: 'USD', email }
    session = await createCheckoutSession(stripe, payable, {
      siteUrl: env().SITE_URL,
      confirmationPath: orderConfirmationPath(payload, order.number),
    })
  } catch (error) {
    log.error({ err: error, order: order.number }, 'stripe: no Checkout Session for the order; cancelling it')
    const cancelled = await changeOrderStatus(payload, order.id, 'cancelled')
    if (!cancelled.ok)
      log.error({ order: order.number, reason: cancelled.error }, 'stripe: the order was not cancelled')
    return { ok: false, status: 502, error: CARD_PAYMENT_UNAVAILABLE }
  }
  // Known to the order, the session is expired at Stripe before the order's hold is released.
  await sql(payload).run`UPDATE orders SET stripe_session_id = ${session.id} WHERE id = ${order.id}`
  return { ok: true, status: 'pending', redirectUrl: session.url, sessionId: session.id }
}
