import { z } from 'zod'
import type { SearchEngine } from '../engine/search-engine'
import { CALL_LIMITS, withinAnswerLimit, withinHitLimits } from './call-limits'
import { searchFacetValues, type FacetSearchResponse } from './facet-search'
import { badRequest, type Outcome, success } from './outcome'
import { describeIssue } from './params-schema'
import { indexRequestSchema, mergedParams } from './request-params'
import { searchIndex, type SearchResponse } from './search'

const multiQuerySchema = z.object({
  requests: z
    .array(indexRequestSchema)
    .max(CALL_LIMITS.requests, `at most ${CALL_LIMITS.requests} requests in one call`),
  strategy: z.enum(['none', 'stopIfEnoughMatches']).optional(),
})

const singleBodySchema = z.looseObject({
  params: z.union([z.string().max(65_536), z.record(z.string(), z.unknown())]).optional(),
})

export type MultiQueryResponse = { results: (SearchResponse | FacetSearchResponse)[] }

type PreparedRequest = {
  indexName: string
  facet?: string
  type?: 'default' | 'facet'
  params: Record<string, unknown>
}

/** A multi-query checked against the call limits, not yet run: its requests count against the rate limit first. */
export type PreparedMultiQuery = { requests: PreparedRequest[] }

/** `POST /1/indexes/*\/queries`'s body, validated and held to the call limits (call-limits.ts). */
export function prepareMultiQuery(body: unknown): Outcome<PreparedMultiQuery> {
  const parsed = multiQuerySchema.safeParse(body)
  if (!parsed.success) return badRequest(describeIssue(parsed.error))
  const requests: PreparedRequest[] = []
  for (const request of parsed.data.requests) {
    const merged = mergedParams(request)
    if (!merged.ok) return merged
    requests.push({ indexName: request.indexName, facet: request.facet, type: request.type, params: merged.body })
  }
  const searches = requests.filter((request) => request.type !== 'facet').map((request) => request.params)
  const limited = withinHitLimits(searches)
  return limited.ok ? success({ requests }) : limited
}

function runRequest(engine: SearchEngine, request: PreparedRequest): Outcome<SearchResponse | FacetSearchResponse> {
  if (request.type !== 'facet') return searchIndex(engine, request.indexName, request.params)
  return request.facet
    ? searchFacetValues(engine, request.indexName, request.facet, request.params)
    : badRequest('facet is required when type is facet')
}

/**
 * Runs a prepared multi-query. A request with `type: 'facet'` is a facet-value search (how algoliasearch v5
 * sends them). Any failing request fails the batch, as Algolia does.
 */
export function runMultiQuery(engine: SearchEngine, prepared: PreparedMultiQuery): Outcome<MultiQueryResponse> {
  const results: MultiQueryResponse['results'] = []
  for (const request of prepared.requests) {
    const outcome = runRequest(engine, request)
    if (!outcome.ok) return outcome
    results.push(outcome.body)
  }
  return success({ results })
}

/**
 * A prepared multi-query's answer as JSON, refused once it passes the answer limit: the requests after the
 * one that passes it are not run.
 */
export function answerMultiQuery(engine: SearchEngine, prepared: PreparedMultiQuery): Outcome<string> {
  const parts: string[] = []
  let bytes = 0
  for (const request of prepared.requests) {
    const outcome = runRequest(engine, request)
    if (!outcome.ok) return outcome
    const part = JSON.stringify(outcome.body)
    bytes += Buffer.byteLength(part)
    const within = withinAnswerLimit(bytes)
    if (!within.ok) return within
    parts.push(part)
  }
  return success(`{"results":[${parts.join(',')}]}`)
}

/** `POST /1/indexes/*\/queries`: prepared and run at once. */
export function multiQuery(engine: SearchEngine, body: unknown): Outcome<MultiQueryResponse> {
  const prepared = prepareMultiQuery(body)
  return prepared.ok ? runMultiQuery(engine, prepared.body) : prepared
}

/** Body of a single-index query or facet search: `{ params: 'a=b&…' }` and/or fields; absent means none. */
export function paramsFromBody(body: unknown): Outcome<Record<string, unknown>> {
  if (body === undefined || body === null) return success({})
  const parsed = singleBodySchema.safeParse(body)
  if (!parsed.success) return badRequest(describeIssue(parsed.error))
  return mergedParams(parsed.data)
}
