import type { QueryCost } from './answer'

/**
 * A THROTTLED query is retried once the bucket has refilled what it lacks,
 * `ceil((cost - currentlyAvailable) / restoreRate)` seconds later; a query costing more than the bucket's
 * maximum can never run, so it is not retried (null).
 */
export function throttledRetryDelayMs({ requestedQueryCost, throttleStatus }: QueryCost): number | null {
  if (requestedQueryCost > throttleStatus.maximumAvailable) return null
  const lacking = Math.max(0, requestedQueryCost - throttleStatus.currentlyAvailable)
  return Math.ceil(lacking / throttleStatus.restoreRate) * 1000
}
