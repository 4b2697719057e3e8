import 'server-only'
import { errorBody, MAX_BODY_BYTES, parseJsonText } from '@/lib/http/json'
import { env } from '@/lib/env'
import { multiQuery, paramsFromBody, searchFacetValues, searchIndex, type Outcome } from '../algolia'
import type { SearchEngine } from '../engine/search-engine'
import { AnswerCache } from './answer-cache'
import type { SearchEndpoint } from './api-endpoint'
import { readySearchEngine } from './engine'

/** A search API answer, already serialised: the Next route and the server's fast path send it as is. */
export type ApiAnswer = { status: number; body: string }

const holder = globalThis as typeof globalThis & { __gallerySearchAnswers?: AnswerCache }

function answerCache(): AnswerCache {
  holder.__gallerySearchAnswers ??= new AnswerCache({
    entries: env().SEARCH_ANSWER_CACHE_ENTRIES,
    characters: 32 * 1024 * 1024,
  })
  return holder.__gallerySearchAnswers
}

export const errorAnswer = (status: number, message: string): ApiAnswer => ({
  status,
  body: JSON.stringify(errorBody(status, message)),
})

function run(engine: SearchEngine, endpoint: SearchEndpoint, body: unknown): Outcome<unknown> {
  if (endpoint.call === 'queries') return multiQuery(engine, body)
  const params = paramsFromBody(body)
  if (!params.ok) return params
  return endpoint.call === 'query'
    ? searchIndex(engine, endpoint.index, params.body)
    : searchFacetValues(engine, endpoint.index, endpoint.facet, params.body)
}

/** Answers one call of the Algolia-compatible API: validated, run on the engine, cached until the next write. */
export async function answerSearchApi(endpoint: SearchEndpoint, bodyText: string): Promise<ApiAnswer> {
  if (endpoint.call === 'queries' && endpoint.index !== '*')
    return errorAnswer(404, 'Use /1/indexes/*/queries for multiple queries')
  if (bodyText.length > MAX_BODY_BYTES) return errorAnswer(413, 'Request body too large')
  const engine = await readySearchEngine()
  const key = `${endpoint.call}\u0000${endpoint.index}\u0000${'facet' in endpoint ? endpoint.facet : ''}\u0000${bodyText}`
  const cache = answerCache()
  const cached = cache.get(key, engine.version)
  if (cached !== undefined) return { status: 200, body: cached }
  const parsed = parseJsonText(bodyText)
  if (!parsed.ok) return errorAnswer(400, parsed.reason)
  const outcome = run(engine, endpoint, parsed.body)
  if (!outcome.ok) return errorAnswer(outcome.error.status, outcome.error.message)
  const body = JSON.stringify(outcome.body)
  cache.set(key, engine.version, body)
  return { status: 200, body }
}
