/** How long a page view waits for the tag manager before it is queued without it. */
export const ANALYTICS_READY_TIMEOUT_MS = 10_000
/** How often readiness is checked while waiting. */
export const ANALYTICS_POLL_MS = 3_000

/**
 * Resolves true as soon as `isReady()` holds, checking now and then poll interval, or false once the
 * timeout has passed (with one last check at the deadline).
 */
export function waitForAnalytics(isReady: () => boolean): Promise<boolean> {
  return new Promise((resolve) => {
    if (isReady()) return resolve(true)
    const finish = (ready: boolean) => {
      clearInterval(poll)
      clearTimeout(deadline)
      resolve(ready)
    }
    const poll = setInterval(() => isReady() && finish(true), ANALYTICS_POLL_MS)
    const deadline = setTimeout(() => finish(isReady()), ANALYTICS_READY_TIMEOUT_MS)
  })
}
