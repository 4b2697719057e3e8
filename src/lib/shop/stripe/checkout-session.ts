import 'server-only'
import type Stripe from 'stripe'
import { CARD_HOLD_MINUTES } from '../holds/hold-settings'
import type { PayableOrder } from './payable-order'

/** The session runs out with the order's hold (Stripe's shortest expiry): the sweeper expires it first. */
const PAYMENT_WINDOW_SECONDS = CARD_HOLD_MINUTES * 60

const siteAddress = (siteUrl: string, path: string) => `${siteUrl.replace(/\/+$/, '')}${path}`

/**
 * Opens a Checkout Session (Stripe's hosted payment page) for the order's total. The order's id rides in
 * the metadata, so settlement can prove a paid session belongs to this order; the success address is the
 * order's confirmation (`confirmationPath`, with a query) and carries the session id back
 * ({CHECKOUT_SESSION_ID} is filled in by Stripe).
 */
export async function createCheckoutSession(
  stripe: Stripe,
  order: PayableOrder,
  { siteUrl, confirmationPath }: { siteUrl: string; confirmationPath: string },
  now = Date.now(),
): Promise<{ id: string; url: string }> {
  const number = encodeURIComponent(order.number)
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: order.currency.toLowerCase(),
            unit_amount: order.total,
            product_data: { name: `Order ${order.number}` },
          },
        },
      ],
      customer_email: order.email,
      client_reference_id: String(order.id),
      metadata: { orderId: String(order.id), orderNumber: order.number },
      expires_at: Math.floor(now / 1000) + PAYMENT_WINDOW_SECONDS,
      success_url: siteAddress(siteUrl, `${confirmationPath}&session_id={CHECKOUT_SESSION_ID}`),
      cancel_url: siteAddress(siteUrl, `/checkout?cancelled=${number}`),
    },
    // A retried request (the SDK retries network failures) must not open a second session for the order.
    { idempotencyKey: `checkout-session-${order.id}-${order.number}` },
  )
  if (!session.url) throw new Error(`Stripe opened Checkout Session ${session.id} without a payment page address`)
  return { id: session.id, url: session.url }
}
