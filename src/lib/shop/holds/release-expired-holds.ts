import 'server-only'
import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { log } from '@/lib/log'
import type { Order } from '@/payload-types'
import { expireHold } from '../orders/order-status'
import { configuredStripe } from '../stripe/client'
import { settleCardPayment } from '../stripe/settle-card-payment'
import { closeCardSession } from './card-session-outcome'
import { minutesAfter } from './hold-settings'

/** How many expired holds one sweep takes on; the next sweep, a minute later, takes the rest. */
const SWEEP_BATCH = 200
/** A card payment Stripe still processes (a bank debit) keeps its works this much longer before a recheck. */
const PROCESSING_RECHECK_MINUTES = 24 * 60

export type SweepOptions = {
  now: Date
  /** Only the holds on these works (checkout frees them before a new order); every expired hold otherwise. */
  artworkIds?: readonly number[]
  /** The site's Stripe client by default; tests pass one pointed at the fake. */
  stripe?: Stripe | null
}

export type SweepCounts = { cancelled: number; settled: number; kept: number }

type ExpiredOrder = Pick<Order, 'id' | 'number' | 'paymentMethod' | 'stripeSessionId'>

async function expiredHolds(payload: Payload, { now, artworkIds }: SweepOptions): Promise<ExpiredOrder[]> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      status: { equals: 'pending' },
      holdUntil: { less_than_equal: now.toISOString() },
      ...(artworkIds ? { 'lines.artwork': { in: [...artworkIds] } } : {}),
    },
    sort: 'holdUntil',
    limit: SWEEP_BATCH,
    depth: 0,
    overrideAccess: true,
    select: { number: true, paymentMethod: true, stripeSessionId: true },
  })
  return docs
}

/** A paid session settles its order as the buyer's return would; false when it does not pay for this order. */
async function settle(payload: Payload, stripe: Stripe, order: ExpiredOrder, sessionId: string): Promise<boolean> {
  const settled = await settleCardPayment(payload, stripe, order.number, sessionId)
  if (!settled.ok) log.error({ order: order.number, refusal: settled.error }, 'shop: a paid expired order not settled')
  return settled.ok
}

async function keepHolding(payload: Payload, order: ExpiredOrder, until: Date) {
  await payload.db.updateOne({ collection: 'orders', id: order.id, data: { holdUntil: until.toISOString() } })
}

/** Ends one expired hold: a card order through its Stripe session first, then the cancel claim. */
async function release(
  payload: Payload,
  order: ExpiredOrder,
  { now, stripe }: Required<Pick<SweepOptions, 'now'>> & { stripe: Stripe | null },
) {
  const sessionId = order.paymentMethod === 'stripe' ? order.stripeSessionId : null
  if (sessionId) {
    if (!stripe) {
      log.warn({ order: order.number }, 'shop: a card order’s hold ran out but Stripe is not configured; kept')
      return 'kept'
    }
    const outcome = await closeCardSession(stripe, sessionId)
    if (outcome === 'paid') return (await settle(payload, stripe, order, sessionId)) ? 'settled' : 'kept'
    if (outcome === 'processing') await keepHolding(payload, order, minutesAfter(now, PROCESSING_RECHECK_MINUTES))
    if (outcome !== 'expired') return 'kept'
  }
  return (await expireHold(payload, order.id, now)) ? 'cancelled' : 'kept'
}

/**
 * Ends every hold that has run out by `now`: a card order's Stripe session is expired first (a session paid
 * meanwhile settles its order instead), then the order is cancelled and its works are for sale again. Safe
 * with any number of instances sweeping at once: each cancel is one conditional claim that only one wins.
 */
export async function releaseExpiredHolds(payload: Payload, options: SweepOptions): Promise<SweepCounts> {
  const counts: SweepCounts = { cancelled: 0, settled: 0, kept: 0 }
  if (options.artworkIds?.length === 0) return counts
  const stripe = options.stripe === undefined ? configuredStripe() : options.stripe
  for (const order of await expiredHolds(payload, options)) {
    const outcome = await release(payload, order, { now: options.now, stripe }).catch((error: unknown) => {
      log.error({ err: error, order: order.number }, 'shop: an expired hold could not be released; retried next sweep')
      return 'kept' as const
    })
    counts[outcome] += 1
  }
  return counts
}
