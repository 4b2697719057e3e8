import { badRequest, type Outcome, success } from './outcome'
import { searchParamsSchema } from './params-schema'

/**
 * What one call of the HTTP search API may ask for (decision 0040). Every caller of it is a stranger: the
 * site's own pages search in process, past these limits. The storefront asks for at most 8 requests in one
 * call (the grid with every facet refined) and 100 hits in one request (a saved-works chunk).
 */
export const CALL_LIMITS = {
  /** Requests in one multi-query. */
  requests: 10,
  /** `hitsPerPage`, or `length` with `offset`, of one request. */
  hitsPerRequest: 100,
  /** Hits asked for by all the requests of one call together. */
  hitsPerCall: 1000,
  /** The answer, serialised: a larger one is refused rather than sent. */
  answerBytes: 1024 * 1024,
} as const

/** How many hits a request's params ask for; undefined when they are invalid, which the search itself reports. */
function hitsAsked(raw: Record<string, unknown>): number | undefined {
  const parsed = searchParamsSchema.safeParse(raw)
  if (!parsed.success) return undefined
  const { offset, length, hitsPerPage } = parsed.data
  return offset === undefined ? hitsPerPage : (length ?? hitsPerPage)
}

/** Refuses a call whose requests (facet-value searches count none) ask for more hits than one call may. */
export function withinHitLimits(requests: ReadonlyArray<Record<string, unknown>>): Outcome<true> {
  let total = 0
  for (const raw of requests) {
    const hits = hitsAsked(raw) ?? 0
    if (hits > CALL_LIMITS.hitsPerRequest)
      return badRequest(
        `hitsPerPage (or length) is ${hits}: at most ${CALL_LIMITS.hitsPerRequest} hits a request; page through with page`,
      )
    total += hits
  }
  if (total > CALL_LIMITS.hitsPerCall)
    return badRequest(`The requests ask for ${total} hits: at most ${CALL_LIMITS.hitsPerCall} in one call`)
  return success(true)
}

/** Refuses an answer of `bytes` (so far) larger than one call may send, before it is sent or cached. */
export function withinAnswerLimit(bytes: number): Outcome<true> {
  if (bytes <= CALL_LIMITS.answerBytes) return success(true)
  return badRequest(
    `The answer would pass ${CALL_LIMITS.answerBytes} bytes: ask for fewer hits, attributes (attributesToRetrieve) or facet values`,
  )
}
