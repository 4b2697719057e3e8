import { normalizeStoredQuery } from './query-text'

/** A query the suggestions index might offer, and how popular it is. */
export type SuggestionCandidate = { query: string; popularity: number }

/**
 * One candidate per query, their popularity summed: an artist visitors also search for ranks above one they
 * do not. The first spelling seen is kept, so callers list the catalog (proper capitals) before visitors.
 */
export function mergeCandidates(lists: ReadonlyArray<readonly SuggestionCandidate[]>): SuggestionCandidate[] {
  const byKey = new Map<string, SuggestionCandidate>()
  for (const list of lists) {
    for (const { query, popularity } of list) {
      // Two spellings of one query ("Jane Doe", "jane doe ") are one suggestion.
      const key = normalizeStoredQuery(query)
      if (key === '') continue
      const seen = byKey.get(key)
      if (seen) seen.popularity += popularity
      else byKey.set(key, { query: query.trim().replace(/\s+/g, ' '), popularity })
    }
  }
  return [...byKey.values()].sort((a, b) => b.popularity - a.popularity || a.query.localeCompare(b.query))
}
