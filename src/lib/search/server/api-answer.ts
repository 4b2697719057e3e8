import 'server-only'
import { errorBody, MAX_BODY_BYTES, parseJsonText } from '@/lib/http/json'
import { env } from '@/lib/env'
import type { RateLimitOutcome } from '@/lib/rate-limit/limiter'
import { TOO_MANY_REQUESTS } from '@/lib/rate-limit/answers'
import {
  type Outcome,
  paramsFromBody,
  answerMultiQuery,
  prepareMultiQuery,
  searchFacetValues,
  searchIndex,
  withinAnswerLimit,
  withinHitLimits,
} from '../algolia'
import type { SearchEngine } from '../engine/search-engine'
import { AnswerCache } from './answer-cache'
import type { SearchEndpoint } from './api-endpoint'
import { readySearchEngine } from './engine'

/** A search API answer, already serialised: the Next route and the server's fast path send it as is. */
export type ApiAnswer = { status: number; body: string; retryAfterSeconds?: number }

/**
 * Counts the requests of a call beyond its first against the caller's search limit: the first was counted
 * when the call arrived, before its body was read. The site's own in-process calls count nothing.
 */
export type ChargeRequests = (extraRequests: number) => Promise<RateLimitOutcome>

const uncounted: ChargeRequests = () => Promise.resolve({ ok: true })

const holder = globalThis as typeof globalThis & { __gallerySearchAnswers?: AnswerCache }

const UNCACHED = new AnswerCache({ entries: 0, characters: 0 })

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

/** A call validated and held to the call limits: how many requests it makes, and how to run them. */
type PreparedCall = { requests: number; run: (engine: SearchEngine) => Outcome<string> }

/** A single query's or facet search's answer as JSON, refused past the answer limit. */
function serialised(outcome: Outcome<unknown>): Outcome<string> {
  if (!outcome.ok) return outcome
  const body = JSON.stringify(outcome.body)
  const within = withinAnswerLimit(Buffer.byteLength(body))
  return within.ok ? { ok: true, body } : within
}

function prepare(endpoint: SearchEndpoint, body: unknown): Outcome<PreparedCall> {
  if (endpoint.call === 'queries') {
    const prepared = prepareMultiQuery(body)
    if (!prepared.ok) return prepared
    return {
      ok: true,
      body: { requests: prepared.body.requests.length, run: (engine) => answerMultiQuery(engine, prepared.body) },
    }
  }
  const params = paramsFromBody(body)
  if (!params.ok) return params
  if (endpoint.call === 'facetValues') {
    const run = (engine: SearchEngine) =>
      serialised(searchFacetValues(engine, endpoint.index, endpoint.facet, params.body))
    return { ok: true, body: { requests: 1, run } }
  }
  const limited = withinHitLimits([params.body])
  if (!limited.ok) return limited
  return {
    ok: true,
    body: { requests: 1, run: (engine) => serialised(searchIndex(engine, endpoint.index, params.body)) },
  }
}

async function charged(charge: ChargeRequests, requests: number): Promise<ApiAnswer | undefined> {
  if (requests <= 1) return undefined
  const outcome = await charge(requests - 1)
  return outcome.ok
    ? undefined
    : { ...errorAnswer(429, TOO_MANY_REQUESTS), retryAfterSeconds: outcome.retryAfterSeconds }
}

/**
 * Answers one call of the Algolia-compatible API: validated, held to the call limits, its requests counted by
 * `charge`, run on the engine, cached until the next write.
 */
export async function answerSearchApi(
  endpoint: SearchEndpoint,
  bodyText: string,
  charge: ChargeRequests = uncounted,
  /** Another engine than the process's (a preview holder's, with drafts): its answers are never cached. */
  ownEngine?: SearchEngine,
): Promise<ApiAnswer> {
  if (endpoint.call === 'queries' && endpoint.index !== '*')
    return errorAnswer(404, 'Use /1/indexes/*/queries for multiple queries')
  if (bodyText.length > MAX_BODY_BYTES) return errorAnswer(413, 'Request body too large')
  const engine = ownEngine ?? (await readySearchEngine())
  const key = `${endpoint.call}\u0000${endpoint.index}\u0000${'facet' in endpoint ? endpoint.facet : ''}\u0000${bodyText}`
  const cache = ownEngine ? UNCACHED : answerCache()
  const cached = cache.get(key, engine.version)
  if (cached !== undefined) return (await charged(charge, cached.requests)) ?? { status: 200, body: cached.body }
  const parsed = parseJsonText(bodyText)
  if (!parsed.ok) return errorAnswer(400, parsed.reason)
  const prepared = prepare(endpoint, parsed.body)
  if (!prepared.ok) return errorAnswer(prepared.error.status, prepared.error.message)
  const refused = await charged(charge, prepared.body.requests)
  if (refused) return refused
  const outcome = prepared.body.run(engine)
  if (!outcome.ok) return errorAnswer(outcome.error.status, outcome.error.message)
  cache.set(key, engine.version, { body: outcome.body, requests: prepared.body.requests })
  return { status: 200, body: outcome.body }
}
