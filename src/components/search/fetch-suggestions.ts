import type { browserSearchClient } from '@/components/artwork-grid/browser-search-client'
import { GALLERY_INDEXES } from '@/lib/gallery-search/indexes'
import { MAX_SUGGESTIONS_SHOWN } from './combobox-state'

type SearchClient = ReturnType<typeof browserSearchClient>

let client: Promise<SearchClient> | undefined

/**
 * The search client, its code (Algolia's client and the hosted-search checks, some 35 KB of gzip) loaded when the
 * box is first used rather than with the page, whose load it would otherwise run in. A failed load is forgotten,
 * so that the next use tries again.
 */
function searchClient(): Promise<SearchClient> {
  client ??= import('@/components/artwork-grid/browser-search-client').then(
    ({ browserSearchClient }) => browserSearchClient(window.location),
    (error: unknown) => {
      client = undefined
      throw error
    },
  )
  return client
}

/**
 * Starts loading the search client as the visitor types, before the query is long enough for suggestions, so that
 * the first come sooner. Not on focus: the search page focuses its box as it loads.
 */
export function prepareSuggestions(): void {
  searchClient().catch((error: unknown) => console.warn('query suggestions: loading the search client failed', error))
}

/** The query suggestions for what the box holds, most popular first. */
export async function fetchSuggestions(query: string): Promise<string[]> {
  const search = await searchClient()
  const { results } = await search.searchForHits<{ query: unknown }>({
    requests: [
      {
        indexName: GALLERY_INDEXES.querySuggestions,
        query,
        hitsPerPage: MAX_SUGGESTIONS_SHOWN,
        attributesToRetrieve: ['query'],
        attributesToHighlight: [],
      },
    ],
  })
  return (results[0]?.hits ?? []).flatMap((hit) => (typeof hit.query === 'string' ? [hit.query] : []))
}
