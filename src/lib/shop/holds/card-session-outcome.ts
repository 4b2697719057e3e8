import 'server-only'
import type Stripe from 'stripe'
import { log } from '@/lib/log'
import { retrieveSession } from '../stripe/card-orders'

/**
 * What became of a card order's Checkout Session once it is closed: `expired` (it can never be paid now),
 * `paid`, `processing` (completed, its bank payment not through yet) or `unknown` (Stripe could not be asked).
 */
export type SessionOutcome = 'expired' | 'paid' | 'processing' | 'unknown'

/**
 * Expires the session at Stripe first, so that nobody can pay it after the order is cancelled. Stripe refuses
 * to expire a session that is no longer open: then the session, read back, says whether it was paid.
 */
export async function closeCardSession(stripe: Stripe, sessionId: string): Promise<SessionOutcome> {
  try {
    await stripe.checkout.sessions.expire(sessionId)
    return 'expired'
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    log.info({ reason, sessionId }, 'shop: an expiring card session could not be expired; reading it back')
  }
  const read = await retrieveSession(stripe, sessionId)
  if (!read.ok) return 'unknown'
  const { session } = read
  if (session.payment_status === 'paid') return 'paid'
  if (session.status === 'expired') return 'expired'
  if (session.status === 'complete') return 'processing'
  return 'unknown'
}
