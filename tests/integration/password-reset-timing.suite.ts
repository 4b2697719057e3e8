import type { CollectionSlug, Payload } from 'payload'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiClient, type ApiClient, type Reply } from './api-client'
import { startCms, stopCms } from './cms-instance'

const PAIRS = 20
// Each request is timed alone: the work a reset request leaves for after its answer must not slow the next one.
const SETTLE_MS = 150

type Account = { collection: CollectionSlug; data: (email: string) => Record<string, unknown> }

const accounts: Record<'customers' | 'staff', Account> = {
  customers: { collection: 'customers', data: (email) => ({ email, password: 'timing-password-1' }) },
  staff: { collection: 'users', data: (email) => ({ email, password: 'timing-password-1', role: 'editor' }) },
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * Times reset requests for known and unknown addresses in alternating pairs and prints the medians; it
 * asserts only that the answers are alike, since a timing bound would fail on a busy machine.
 */
export function passwordResetTimingSuite(databaseUrl: () => string) {
  describe('password reset timing', () => {
    let url: string
    let payload: Payload
    let api: ApiClient
    let caller = 0
    // A fresh address per call, so the rate limit never answers instead of the reset.
    const from = () => ({ address: `198.18.${Math.floor(++caller / 250)}.${(caller % 250) + 1}` })

    beforeAll(async () => {
      url = databaseUrl()
      payload = await startCms(url)
      api = await apiClient()
    })

    afterAll(() => stopCms(payload, url))

    it.each(Object.entries(accounts))('answers %s alike for known and unknown addresses', async (label, account) => {
      // Each known address is asked once: Payload skips a second request within its minimum interval.
      const known = Array.from({ length: PAIRS + 1 }, (_, n) => `known-${n}@${label}.timing.test`)
      for (const email of known) await payload.create({ collection: account.collection, data: account.data(email) })
      const timed = async (email: string): Promise<{ reply: Reply; ms: number }> => {
        const start = performance.now()
        const reply = await api.call('POST', `/${account.collection}/forgot-password`, from(), { email })
        const ms = performance.now() - start
        await sleep(SETTLE_MS)
        return { reply, ms }
      }
      await timed(known[PAIRS]!)
      await timed(`warm-up@${label}.timing.test`)

      const knownMs: number[] = []
      const unknownMs: number[] = []
      for (let n = 0; n < PAIRS; n++) {
        const forKnown = await timed(known[n]!)
        const forUnknown = await timed(`unknown-${n}@${label}.timing.test`)
        expect(forKnown.reply.status).toBe(200)
        expect({ status: forUnknown.reply.status, body: forUnknown.reply.body }).toEqual({
          status: forKnown.reply.status,
          body: forKnown.reply.body,
        })
        knownMs.push(forKnown.ms)
        unknownMs.push(forUnknown.ms)
      }
      const withToken = () =>
        payload.count({
          collection: account.collection,
          where: { and: [{ email: { in: known } }, { resetPasswordToken: { exists: true } }] },
        })
      await vi.waitFor(async () => expect((await withToken()).totalDocs).toBe(known.length), { timeout: 10_000 })
      console.log(
        `forgot-password ${label} on ${url.split(':')[0]}: median known ${median(knownMs).toFixed(1)} ms, ` +
          `unknown ${median(unknownMs).toFixed(1)} ms over ${PAIRS} pairs`,
      )
    })
  })
}
