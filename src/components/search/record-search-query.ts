import { postJson } from '@/components/forms/post-json'
import { normalizeStoredQuery, STORED_QUERY_MAX, STORED_QUERY_MIN } from '@/lib/search-suggestions/query-text'

/**
 * Tells the site about a search, so it can count the query for the suggestions (or, finding nothing, for the
 * staff's list of searches that found nothing). Fire and forget:
 * the visitor's search never waits on it, and a failure is only worth a warning.
 */
export function recordSearchQuery(query: string): void {
  const normalized = normalizeStoredQuery(query)
  if (normalized.length < STORED_QUERY_MIN || normalized.length > STORED_QUERY_MAX) return
  void postJson(
    '/api/search-queries',
    { query: normalized },
    { label: 'The search query count', keepalive: true, unreached: 'warn' },
  ).then((answer) => {
    if (answer.reached && !answer.ok) console.warn(`search query not counted: HTTP ${answer.status}`)
  })
}
