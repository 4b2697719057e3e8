import { NextResponse } from 'next/server'
import { admitJsonWrite, type JsonWriteRules } from '@/lib/http/admit-json-write'
import { answerOrFault } from '@/lib/http/fault'
import { recordSearchQuery } from '@/lib/search-suggestions/record'
import { STORED_QUERY_MAX, STORED_QUERY_MIN } from '@/lib/search-suggestions/query-text'
import { searchQueryRecording } from '@/lib/search-suggestions/stored-query'

const SEARCH_COUNT_WRITES: JsonWriteRules = {
  rateLimit: 'search-queries',
  crossSiteMessage: 'Searches are counted from this site’s own pages only',
  invalidMessage: () => `Send { "query": "..." } of ${STORED_QUERY_MIN} to ${STORED_QUERY_MAX} characters`,
}

const FAULT = {
  logMessage: 'search queries: a search could not be counted',
  message: 'The search could not be counted. Please try again later.',
}

/**
 * POST `{ query }` after a search that found something: counts it for the query suggestions. The query is
 * counted only if it finds something here too, so a script cannot fill the suggestions with junk. 201 when
 * counted, 200 `{ counted: false }` when it finds nothing; bad input is a 4xx, never a 500.
 */
export async function POST(request: Request) {
  const admitted = await admitJsonWrite(request, SEARCH_COUNT_WRITES, searchQueryRecording)
  if (!admitted.ok) return admitted.response
  return answerOrFault(FAULT, async () => {
    const counted = await recordSearchQuery(admitted.body.query)
    return NextResponse.json({ counted }, { status: counted ? 201 : 200 })
  })
}
