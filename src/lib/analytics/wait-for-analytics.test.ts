import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ANALYTICS_POLL_MS, ANALYTICS_READY_TIMEOUT_MS, waitForAnalytics } from './wait-for-analytics'

describe('waitForAnalytics', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits up to 10,000 ms and checks every 3,000 ms', () => {
    expect(ANALYTICS_READY_TIMEOUT_MS).toBe(10_000)
    expect(ANALYTICS_POLL_MS).toBe(3_000)
  })

  it('answers at once when analytics is already ready', async () => {
    await expect(waitForAnalytics(() => true)).resolves.toBe(true)
  })

  it('answers at the first poll after analytics becomes ready', async () => {
    let ready = false
    const isReady = vi.fn(() => ready)
    const waiting = waitForAnalytics(isReady)
    await vi.advanceTimersByTimeAsync(2_000)
    ready = true
    await vi.advanceTimersByTimeAsync(999)
    expect(isReady).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    await expect(waiting).resolves.toBe(true)
    expect(isReady).toHaveBeenCalledTimes(2)
  })

  it('gives up after the deadline, with a last check at it', async () => {
    const isReady = vi.fn(() => false)
    const waiting = waitForAnalytics(isReady)
    await vi.advanceTimersByTimeAsync(ANALYTICS_READY_TIMEOUT_MS)
    await expect(waiting).resolves.toBe(false)
    // now, at 3 s, 6 s, 9 s and at the 10 s deadline
    expect(isReady).toHaveBeenCalledTimes(5)
    await vi.advanceTimersByTimeAsync(ANALYTICS_POLL_MS * 3)
    expect(isReady).toHaveBeenCalledTimes(5)
  })
})
