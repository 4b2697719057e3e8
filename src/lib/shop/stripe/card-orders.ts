import 'server-only'
import type { Payload } from 'payload'
import Stripe from 'stripe'
import { log } from '@/lib/log'

export const NO_ORDER = 'There is no such order'

/** The card order with this number; an order paid otherwise is none of Stripe's business. */
export async function cardOrder(payload: Payload, number: string) {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { number: { equals: number } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const order = docs[0]
  return order?.paymentMethod === 'stripe' ? order : undefined
}

export type SessionRead =
  { ok: true; session: Stripe.Checkout.Session } | { ok: false; status: 422 | 502; error: string }

/** The Checkout Session as Stripe has it now: an unknown id is the caller's mistake, anything else ours. */
export async function retrieveSession(stripe: Stripe, sessionId: string): Promise<SessionRead> {
  try {
    return { ok: true, session: await stripe.checkout.sessions.retrieve(sessionId) }
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
      return { ok: false, status: 422, error: 'There is no such payment' }
    log.error({ err: error, sessionId }, 'stripe: a Checkout Session could not be read')
    return { ok: false, status: 502, error: 'The payment could not be checked with Stripe right now' }
  }
}
