import { setImmediate as nextTurn } from 'node:timers/promises'
import type { QuerySuggestionRecord } from '@/lib/gallery-search/records'
import { mergeCandidates, type SuggestionCandidate } from './candidates'
import { normalizeStoredQuery, STORED_QUERY_MAX, STORED_QUERY_MIN } from './query-text'

/** A visitor's query is suggested once searched this often: one person's one search is not a trend. */
export const MIN_VISITOR_SEARCHES = 2
/** The index stays small enough to rebuild in a moment; the least popular go first. */
export const MAX_SUGGESTIONS = 5000
/** Checked queries between yields, so a rebuild never holds the server's event loop for long. */
const CHECKS_PER_TURN = 200

export type StoredQueryCount = { query: string; count: number }

export type SuggestionInputs = {
  catalog: readonly SuggestionCandidate[]
  visitors: readonly StoredQueryCount[]
  /** Whether searching `query` across the public indexes finds anything. */
  hasResults: (query: string) => boolean
}

const fitsTheBox = ({ query }: SuggestionCandidate) => {
  const length = normalizeStoredQuery(query).length
  return length >= STORED_QUERY_MIN && length <= STORED_QUERY_MAX
}

/**
 * The query suggestions index: catalog terms and visitors' frequent queries, merged, most popular first, and
 * only those that find something, so a suggestion never leads to an empty page.
 */
export async function buildSuggestions(inputs: SuggestionInputs): Promise<QuerySuggestionRecord[]> {
  const visitors = inputs.visitors
    .filter(({ count }) => count >= MIN_VISITOR_SEARCHES)
    .map(({ query, count }) => ({ query, popularity: count }))
  const candidates = mergeCandidates([inputs.catalog, visitors]).filter(fitsTheBox)
  const records: QuerySuggestionRecord[] = []
  for (const [position, candidate] of candidates.entries()) {
    if (records.length >= MAX_SUGGESTIONS) break
    if (position > 0 && position % CHECKS_PER_TURN === 0) await nextTurn()
    if (inputs.hasResults(candidate.query))
      records.push({
        objectID: normalizeStoredQuery(candidate.query),
        query: candidate.query,
        popularity: candidate.popularity,
      })
  }
  return records
}
