import { GALLERY_INDEXES } from '../src/lib/gallery-search/indexes'
import type {
  ArtistRecord,
  ArtworkRecord,
  CollectionRecord,
  QuerySuggestionRecord,
} from '../src/lib/gallery-search/records'
import type { SearchEngine } from '../src/lib/search'
import { buildSuggestions } from '../src/lib/search-suggestions/build'
import { catalogCandidates } from '../src/lib/search-suggestions/catalog-terms'
import { queryFindsResults } from '../src/lib/search-suggestions/has-results'

const recordsOf = <R>(engine: SearchEngine, name: string) => (engine.index(name)?.liveRecords() ?? []) as Iterable<R>

/**
 * The query suggestions the server builds at start (src/lib/search-suggestions/rebuild.ts), from the
 * engine's own records as it does; the bench database holds no visitor queries, so the catalog's terms alone.
 */
export async function catalogQuerySuggestions(engine: SearchEngine): Promise<QuerySuggestionRecord[]> {
  const catalog = await catalogCandidates({
    artworks: recordsOf<ArtworkRecord>(engine, GALLERY_INDEXES.artworks),
    artists: recordsOf<ArtistRecord>(engine, GALLERY_INDEXES.artists),
    collections: recordsOf<CollectionRecord>(engine, GALLERY_INDEXES.collections),
  })
  return buildSuggestions({ catalog, visitors: [], hasResults: (query) => queryFindsResults(engine, query) })
}

export function fillQuerySuggestions(engine: SearchEngine, records: readonly QuerySuggestionRecord[]): void {
  const index = engine.index(GALLERY_INDEXES.querySuggestions)
  if (!index) throw new Error(`no ${GALLERY_INDEXES.querySuggestions} index in the engine`)
  index.replaceAll(records)
}

/** The line the server logs once its suggestions are searchable. */
export const SUGGESTIONS_INDEXED = /"count":(\d+).*"msg":"query suggestions rebuilt"/
