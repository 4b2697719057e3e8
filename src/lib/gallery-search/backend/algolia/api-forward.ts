import 'server-only'
import { paramsFromBody, prepareMultiQuery, withinHitLimits } from '@/lib/search/algolia'
import type { Outcome } from '@/lib/search/algolia'
import { describeIssue, searchParamsSchema } from '@/lib/search/algolia/params-schema'
import type { SearchEndpoint } from '@/lib/search/server/api-endpoint'

/** The in-process engine refuses bad parameters when it runs a search; forwarded, they are refused here first. */
function validSearches(searches: readonly Record<string, unknown>[]): Outcome<true> {
  for (const params of searches) {
    const parsed = searchParamsSchema.safeParse(params)
    if (!parsed.success) return { ok: false, error: { status: 400, message: describeIssue(parsed.error) } }
  }
  return withinHitLimits(searches)
}

type Forward = { path: string; body: Record<string, unknown>; requests: number }

/** The call validated and held to the same limits as on the in-process engine, as the request to forward. */
export function forwardOf(endpoint: SearchEndpoint, body: unknown): Outcome<Forward> {
  const index = encodeURIComponent(endpoint.index)
  if (endpoint.call === 'queries') {
    const prepared = prepareMultiQuery(body)
    if (!prepared.ok) return prepared
    const searches = prepared.body.requests.filter((request) => request.type !== 'facet')
    const valid = validSearches(searches.map((request) => request.params))
    if (!valid.ok) return valid
    const requests = prepared.body.requests.map(({ indexName, facet, type, params }) => ({
      indexName,
      ...(type ? { type } : {}),
      ...(facet ? { facet } : {}),
      ...params,
    }))
    return { ok: true, body: { path: '1/indexes/*/queries', body: { requests }, requests: requests.length } }
  }
  const params = paramsFromBody(body)
  if (!params.ok) return params
  if (endpoint.call === 'facetValues') {
    const path = `1/indexes/${index}/facets/${encodeURIComponent(endpoint.facet)}/query`
    return { ok: true, body: { path, body: params.body, requests: 1 } }
  }
  const limited = validSearches([params.body])
  return limited.ok ? { ok: true, body: { path: `1/indexes/${index}/query`, body: params.body, requests: 1 } } : limited
}
