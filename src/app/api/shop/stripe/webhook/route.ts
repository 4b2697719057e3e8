import { NextResponse } from 'next/server'
import type Stripe from 'stripe'
import { getCms } from '@/lib/cms/payload'
import { env } from '@/lib/env'
import { faultResponse } from '@/lib/http/fault'
import { jsonError, MAX_BODY_BYTES } from '@/lib/http/json'
import { log } from '@/lib/log'
import { abandonCardPayment } from '@/lib/shop/stripe/abandon-card-payment'
import { configuredStripe } from '@/lib/shop/stripe/client'
import { settleCardPayment } from '@/lib/shop/stripe/settle-card-payment'

/** A session unpaid at its 30 minutes: its order is cancelled and the works it held are for sale again. */
async function releaseExpired(stripe: Stripe, session: Stripe.Checkout.Session) {
  const number = session.metadata?.orderNumber
  if (!number) return NextResponse.json({ received: true })
  try {
    const released = await abandonCardPayment(await getCms(), stripe, number, session.id)
    if (!released.ok) log.warn({ order: number, refusal: released.error }, 'stripe webhook: expired order kept')
    if (!released.ok && released.status === 502) return jsonError(503, released.error)
    return NextResponse.json({ received: true })
  } catch (error) {
    return faultResponse(error, { logMessage: 'stripe webhook: release failed', message: 'Release failed' })
  }
}

/**
 * POST from Stripe: a signed event. A paid Checkout Session settles its order exactly as the buyer's return
 * does, so a buyer who never comes back still has a paid order. Anything unsigned is 400; a refusal that a
 * retry cannot change is logged and acknowledged, a failure to reach Stripe is 503 so that Stripe retries.
 */
export async function POST(request: Request) {
  const stripe = configuredStripe()
  const secret = env().STRIPE_WEBHOOK_SECRET
  if (!stripe || !secret) return jsonError(404, 'The Stripe webhook is not enabled on this site')
  const signature = request.headers.get('stripe-signature')
  const body = await request.text()
  if (!signature || body.length > MAX_BODY_BYTES) return jsonError(400, 'Not a signed Stripe event')
  let event
  try {
    event = await stripe.webhooks.constructEventAsync(body, signature, secret)
  } catch (error) {
    // The SDK's error carries the whole event, buyer's email included: only its reason is logged.
    const reason = error instanceof Error ? error.message : String(error)
    log.warn({ reason }, 'stripe webhook: an event with a bad signature was refused')
    return jsonError(400, 'Not a signed Stripe event')
  }
  if (event.type === 'checkout.session.expired') return releaseExpired(stripe, event.data.object)
  // A card pays at once (completed); a bank debit completes unpaid and succeeds later.
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded')
    return NextResponse.json({ received: true })
  const session = event.data.object
  const number = session.metadata?.orderNumber
  if (!number || session.payment_status !== 'paid') return NextResponse.json({ received: true })
  try {
    const settled = await settleCardPayment(await getCms(), stripe, number, session.id)
    if (!settled.ok)
      log.error({ order: number, session: session.id, refusal: settled.error }, 'stripe webhook: not settled')
    if (!settled.ok && settled.status === 502) return jsonError(503, settled.error)
    return NextResponse.json({ received: true })
  } catch (error) {
    return faultResponse(error, { logMessage: 'stripe webhook: settlement failed', message: 'Settlement failed' })
  }
}
