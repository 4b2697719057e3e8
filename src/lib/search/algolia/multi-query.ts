import { z } from 'zod'
import type { SearchEngine } from '../engine/search-engine'
import { searchFacetValues, type FacetSearchResponse } from './facet-search'
import { badRequest, type Outcome, success } from './outcome'
import { describeIssue } from './params-schema'
import { indexRequestSchema, mergedParams } from './request-params'
import { searchIndex, type SearchResponse } from './search'

const multiQuerySchema = z.object({
  requests: z.array(indexRequestSchema).max(100),
  strategy: z.enum(['none', 'stopIfEnoughMatches']).optional(),
})

const singleBodySchema = z.looseObject({
  params: z.union([z.string().max(65_536), z.record(z.string(), z.unknown())]).optional(),
})

export type MultiQueryResponse = { results: (SearchResponse | FacetSearchResponse)[] }

/**
 * `POST /1/indexes/*\/queries`. A request with `type: 'facet'` is a facet-value search (how
 * algoliasearch v5 sends them). Any failing request fails the batch, as Algolia does.
 */
export function multiQuery(engine: SearchEngine, body: unknown): Outcome<MultiQueryResponse> {
  const parsed = multiQuerySchema.safeParse(body)
  if (!parsed.success) return badRequest(describeIssue(parsed.error))
  const results: MultiQueryResponse['results'] = []
  for (const request of parsed.data.requests) {
    const merged = mergedParams(request)
    if (!merged.ok) return merged
    const params = merged.body
    const outcome =
      request.type === 'facet'
        ? request.facet
          ? searchFacetValues(engine, request.indexName, request.facet, params)
          : badRequest<FacetSearchResponse>('facet is required when type is facet')
        : searchIndex(engine, request.indexName, params)
    if (!outcome.ok) return outcome
    results.push(outcome.body)
  }
  return success({ results })
}

/** Body of a single-index query or facet search: `{ params: 'a=b&…' }` and/or fields; absent means none. */
export function paramsFromBody(body: unknown): Outcome<Record<string, unknown>> {
  if (body === undefined || body === null) return success({})
  const parsed = singleBodySchema.safeParse(body)
  if (!parsed.success) return badRequest(describeIssue(parsed.error))
  return mergedParams(parsed.data)
}
