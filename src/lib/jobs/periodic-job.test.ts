import { afterEach, describe, expect, it, vi } from 'vitest'
import { startPeriodicJob } from './periodic-job'

afterEach(() => vi.useRealTimers())

describe('a periodic job', () => {
  it('runs now and on its timer, never two rounds at once, and a second start joins the first timer', async () => {
    vi.useFakeTimers()
    let rounds = 0
    let finish: (() => void) | undefined
    const round = () =>
      new Promise<number>((resolve) => {
        rounds++
        finish = () => resolve(rounds)
      })
    const first = startPeriodicJob({ name: 'test job one', everyMs: 1_000, round, failure: 'test job failed' })
    await vi.advanceTimersByTimeAsync(3_000) // the first round is still running: no second one starts
    expect(rounds).toBe(1)
    finish?.()
    expect(await first).toBe(1)
    const second = startPeriodicJob({ name: 'test job one', everyMs: 1_000, round, failure: 'test job failed' })
    expect(rounds).toBe(2)
    finish?.()
    expect(await second).toBe(2)
    await vi.advanceTimersByTimeAsync(1_000) // one timer, not two
    expect(rounds).toBe(3)
  })

  it('answers null for a failed round and tries again on the next', async () => {
    vi.useFakeTimers()
    let calls = 0
    const round = async () => {
      calls++
      if (calls === 1) throw new Error('the database is away')
      return 'done'
    }
    expect(await startPeriodicJob({ name: 'test job two', everyMs: 500, round, failure: 'test job failed' })).toBeNull()
    await vi.advanceTimersByTimeAsync(500)
    expect(calls).toBe(2)
  })
})
