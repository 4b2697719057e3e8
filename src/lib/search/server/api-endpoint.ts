import 'server-only'
/** Which of the search API's three calls a path names, with its decoded index and facet. */
export type SearchEndpoint =
  | { call: 'queries'; index: string }
  | { call: 'query'; index: string }
  | { call: 'facetValues'; index: string; facet: string }

const SEARCH_API_PREFIX = '/api/search/1/indexes/'

/**
 * `/api/search/1/indexes/{index}/queries`, `…/{index}/query` and `…/{index}/facets/{facet}/query`;
 * undefined for any other path, or one whose escapes do not decode.
 */
export function searchEndpoint(pathname: string): SearchEndpoint | undefined {
  if (!pathname.startsWith(SEARCH_API_PREFIX)) return undefined
  const parts = pathname.slice(SEARCH_API_PREFIX.length).split('/')
  try {
    const [index = '', call, facet, last] = parts.map(decodeURIComponent)
    if (!index) return undefined
    if (parts.length === 2 && call === 'queries') return { call: 'queries', index }
    if (parts.length === 2 && call === 'query') return { call: 'query', index }
    if (parts.length === 4 && call === 'facets' && facet && last === 'query')
      return { call: 'facetValues', index, facet }
  } catch {
    return undefined
  }
  return undefined
}
