import { jsonError } from '@/lib/http/json'
import { limitRequest, retryAfterHeaders, tooManyRequests } from '@/lib/rate-limit/answers'
import { answerSearchRequest } from '@/lib/gallery-search/preview/preview-search-api'
import { searchEndpoint } from '@/lib/search/server/api-endpoint'

/**
 * Algolia's REST calls under /api/search: multi-query (`/1/indexes/*\/queries`), single-index search
 * (`/1/indexes/{index}/query`) and facet-value search (`/1/indexes/{index}/facets/{facet}/query`).
 * `npm start` answers them before Next's router (src/server/main.ts); this route serves `next dev`.
 */
export async function POST(request: Request) {
  const endpoint = searchEndpoint(new URL(request.url).pathname)
  if (!endpoint) return jsonError(404, 'Unknown search API path')
  const limit = await limitRequest('search', request.headers)
  if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds)
  const chargeRequests = (extra: number) => limitRequest('search', request.headers, { cost: extra })
  const answer = await answerSearchRequest(
    request.headers.get('cookie') ?? undefined,
    endpoint,
    await request.text(),
    chargeRequests,
  )
  const retryAfter = answer.retryAfterSeconds === undefined ? {} : retryAfterHeaders(answer.retryAfterSeconds)
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'content-type': 'application/json', ...retryAfter },
  })
}
