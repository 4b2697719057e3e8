import 'server-only'
import type { Payload } from 'payload'
import { startPeriodicJob } from '@/lib/jobs/periodic-job'
import { log } from '@/lib/log'
import { releaseExpiredHolds, type SweepCounts } from './release-expired-holds'

/** How often the server frees the holds that have run out: a work is back on sale within a minute. */
const SWEEP_EVERY_MS = 60_000

/**
 * Frees the holds that ran out while the server was down, now, and every minute from then on: the holds
 * live in the orders themselves, so a restart loses none. Answers what the first sweep did (null if it
 * failed).
 */
export function startHoldSweeper(payload: Payload): Promise<SweepCounts | null> {
  return startPeriodicJob({
    name: 'expired hold sweep',
    everyMs: SWEEP_EVERY_MS,
    failure: 'shop: the sweep of expired holds failed; retried in a minute',
    async round() {
      const counts = await releaseExpiredHolds(payload, { now: new Date() })
      if (counts.cancelled + counts.settled + counts.kept > 0) log.info(counts, 'shop: expired holds swept')
      return counts
    },
  })
}
