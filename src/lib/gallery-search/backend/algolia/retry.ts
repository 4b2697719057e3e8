import { setTimeout as sleep } from 'node:timers/promises'
import { log } from '@/lib/log'

/** Waits before each further attempt: the client has already tried every host by the time a call fails. */
export const RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000]

/**
 * Runs `attempt` until it succeeds, retrying after each delay of `delays`; each failure is logged with `what`,
 * and the last one is thrown.
 */
export async function withRetry<T>(
  what: Record<string, unknown>,
  attempt: () => Promise<T>,
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt()
    } catch (error) {
      const delay = delays[tries]
      if (delay === undefined) throw error
      // The message only: the client's error carries every request it tried, records and all.
      const reason = error instanceof Error ? error.message : String(error)
      log.warn({ reason, ...what, attempt: tries + 1, retryInMs: delay }, 'algolia: a call failed; retrying')
      await sleep(delay)
    }
  }
}
