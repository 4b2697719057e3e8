import { browserSearchClient } from '@/components/artwork-grid/browser-search-client'
import { GALLERY_INDEXES } from '@/lib/gallery-search/indexes'
import { MAX_SUGGESTIONS_SHOWN } from './combobox-state'

type SearchClient = ReturnType<typeof browserSearchClient>

let client: SearchClient | undefined

/** The query suggestions for what the box holds, most popular first. */
export async function fetchSuggestions(query: string): Promise<string[]> {
  client ??= browserSearchClient(window.location)
  const { results } = await client.searchForHits<{ query: unknown }>({
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
