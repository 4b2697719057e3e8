import 'server-only'
import { GALLERY_INDEXES } from '@/lib/gallery-search/indexes'
import type { SearchEngine } from '@/lib/search'
import { parseQueryWords } from '@/lib/search/text/query-words'

/** The indexes the search page's tabs show, the small ones first: most queries stop at the first hit. */
export const SEARCHED_INDEXES = [
  GALLERY_INDEXES.artists,
  GALLERY_INDEXES.collections,
  GALLERY_INDEXES.exhibitions,
  GALLERY_INDEXES.journal,
  GALLERY_INDEXES.artworks,
]

/**
 * Whether the search page would show anything for `query`, searched without typos: what finds something
 * exactly also finds it on the page, which allows typos, and a typo'd query is no suggestion to keep. It is
 * also several times faster, which a rebuild checking thousands of queries needs. A query with no words
 * would list everything, so it counts as finding nothing.
 */
export function queryFindsResults(engine: SearchEngine, query: string): boolean {
  if (parseQueryWords(query, true).length === 0) return false
  return SEARCHED_INDEXES.some(
    (name) => (engine.index(name)?.search({ query, typoTolerance: false, offset: 0, length: 0 }).nbHits ?? 0) > 0,
  )
}
