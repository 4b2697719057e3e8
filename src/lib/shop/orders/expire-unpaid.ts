import type { Payload } from 'payload'
import { log } from '@/lib/log'
import { changeOrderStatus } from './order-status'

/** How long a card order holds its works' units while the buyer pays. */
export const UNPAID_CARD_ORDER_MINUTES = 30

/**
 * Cancels the card orders left unpaid for longer than the hold that still keep units of these works, so
 * their units are free again before a new buyer's reservation; no scheduler is needed. Read before the new
 * order's transaction opens: it holds no connection yet. An order settled meanwhile refuses the cancel.
 */
export async function expireUnpaidCardOrders(payload: Payload, artworkIds: readonly number[], now: Date) {
  if (artworkIds.length === 0) return
  const cutoff = new Date(now.getTime() - UNPAID_CARD_ORDER_MINUTES * 60_000)
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      status: { equals: 'pending' },
      paymentMethod: { equals: 'stripe' },
      createdAt: { less_than: cutoff.toISOString() },
      'lines.artwork': { in: [...artworkIds] },
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: {},
  })
  for (const stale of docs) {
    const result = await changeOrderStatus(payload, stale.id, 'cancelled')
    if (!result.ok) log.warn({ order: stale.id, reason: result.error }, 'shop: an unpaid card order was not expired')
  }
}
