import { NextResponse } from 'next/server'
import { jsonWriteRoute } from '@/lib/http/json-write-route'
import { recordSearchQuery } from '@/lib/search-suggestions/record'
import { STORED_QUERY_MAX, STORED_QUERY_MIN } from '@/lib/search-suggestions/query-text'
import { searchQueryRecording } from '@/lib/search-suggestions/stored-query'

/**
 * POST `{ query }` after a search: counts it for the query suggestions only if it finds something here too, so
 * a script cannot fill the suggestions with junk; else counts it as a miss, which only staff see. 201 when
 * counted, 200 `{ counted: false }` when it finds nothing; bad input is a 4xx, never a 500.
 */
export const POST = jsonWriteRoute(
  {
    rateLimit: 'search-queries',
    crossSiteMessage: 'Searches are counted from this site’s own pages only',
    invalidMessage: () => `Send { "query": "..." } of ${STORED_QUERY_MIN} to ${STORED_QUERY_MAX} characters`,
    fault: {
      logMessage: 'search queries: a search could not be counted',
      message: 'The search could not be counted. Please try again later.',
    },
  },
  searchQueryRecording,
  async ({ query }) => {
    const counted = await recordSearchQuery(query)
    return NextResponse.json({ counted }, { status: counted ? 201 : 200 })
  },
)
