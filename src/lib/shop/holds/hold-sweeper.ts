import 'server-only'
import type { Payload } from 'payload'
import { log } from '@/lib/log'
import { releaseExpiredHolds, type SweepCounts } from './release-expired-holds'

/** How often the server frees the holds that have run out: a work is back on sale within a minute. */
const SWEEP_EVERY_MS = 60_000

type Sweeper = { running: Promise<SweepCounts | null> | null; timer: NodeJS.Timeout }

// On globalThis: a second start (a hot reload, a second import graph) must not start a second timer.
const holder = globalThis as typeof globalThis & { __holdSweeper?: Sweeper }

async function sweep(payload: Payload): Promise<SweepCounts | null> {
  try {
    const counts = await releaseExpiredHolds(payload, { now: new Date() })
    if (counts.cancelled + counts.settled + counts.kept > 0) log.info(counts, 'shop: expired holds swept')
    return counts
  } catch (error) {
    log.error({ err: error }, 'shop: the sweep of expired holds failed; retried in a minute')
    return null
  }
}

function sweepUnlessRunning(sweeper: Sweeper, payload: Payload): Promise<SweepCounts | null> {
  if (sweeper.running) return sweeper.running
  const running = sweep(payload).finally(() => (sweeper.running = null))
  sweeper.running = running
  return running
}

/**
 * Frees the holds that ran out while the server was down, now, and every minute from then on: the holds
 * live in the orders themselves, so a restart loses none. Answers what the first sweep did (null if it
 * failed); a sweep still running when the next is due is not doubled.
 */
export function startHoldSweeper(payload: Payload): Promise<SweepCounts | null> {
  const existing = holder.__holdSweeper
  if (existing) return sweepUnlessRunning(existing, payload)
  const sweeper: Sweeper = {
    running: null,
    timer: setInterval(() => void sweepUnlessRunning(sweeper, payload), SWEEP_EVERY_MS),
  }
  sweeper.timer.unref()
  holder.__holdSweeper = sweeper
  return sweepUnlessRunning(sweeper, payload)
}
