import { NextResponse } from 'next/server'
import { faultResponse } from '@/lib/http/fault'
import { jsonError, readJsonBody } from '@/lib/http/json'
import { isFromAnotherSite } from '@/lib/http/same-site'
import { limitRequest, tooManyRequests } from '@/lib/rate-limit/answers'
import { recordSearchQuery } from '@/lib/search-suggestions/record'
import { STORED_QUERY_MAX, STORED_QUERY_MIN } from '@/lib/search-suggestions/query-text'
import { searchQueryRecording } from '@/lib/search-suggestions/stored-query'

/**
 * POST `{ query }` after a search that found something: counts it for the query suggestions. The query is
 * counted only if it finds something here too, so a script cannot fill the suggestions with junk. 201 when
 * counted, 200 `{ counted: false }` when it finds nothing; bad input is a 4xx, never a 500.
 */
export async function POST(request: Request) {
  if (isFromAnotherSite(request.headers)) return jsonError(403, 'Searches are counted from this site’s own pages only')
  const limit = await limitRequest('search-queries', request.headers)
  if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds)
  const read = await readJsonBody(request)
  if (!read.ok) return read.response
  const parsed = searchQueryRecording.safeParse(read.body)
  if (!parsed.success)
    return jsonError(400, `Send { "query": "..." } of ${STORED_QUERY_MIN} to ${STORED_QUERY_MAX} characters`)
  try {
    const counted = await recordSearchQuery(parsed.data.query)
    return NextResponse.json({ counted }, { status: counted ? 201 : 200 })
  } catch (error) {
    return faultResponse(error, {
      logMessage: 'search queries: a search could not be counted',
      message: 'The search could not be counted. Please try again later.',
    })
  }
}
