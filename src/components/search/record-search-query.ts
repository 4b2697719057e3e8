import { normalizeStoredQuery, STORED_QUERY_MAX, STORED_QUERY_MIN } from '@/lib/search-suggestions/query-text'

/**
 * Tells the site about a search, so it can count the query for the suggestions (or, finding nothing, for the
 * staff's list of searches that found nothing). Fire and forget: the visitor's search never waits on it, and a
 * failure is only worth a warning. A plain `fetch`, not the forms' `postJson`: the search page's script sends it,
 * and loads nothing the islands share.
 */
export function recordSearchQuery(query: string): void {
  const normalized = normalizeStoredQuery(query)
  if (normalized.length < STORED_QUERY_MIN || normalized.length > STORED_QUERY_MAX) return
  fetch('/api/search-queries', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: normalized }),
    keepalive: true,
  }).then(
    (response) => {
      if (!response.ok) console.warn(`search query not counted: HTTP ${response.status}`)
    },
    (error: unknown) => console.warn('The search query count did not reach the server', error),
  )
}
