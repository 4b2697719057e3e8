import 'server-only'
import type { Payload } from 'payload'
import { GALLERY_INDEXES } from '@/lib/gallery-search/indexes'
import type { ArtistRecord, ArtworkRecord, CollectionRecord } from '@/lib/gallery-search/records'
import { searchBackend } from '@/lib/gallery-search/backend/configured'
import { gallerySearchEngine } from '@/lib/gallery-search/server/engine'
import { catalogEngine } from '@/lib/gallery-search/server/rebuild'
import type { SearchIndex } from '@/lib/search'
import { buildSuggestions, MIN_VISITOR_SEARCHES } from './build'
import { catalogCandidates } from './catalog-terms'
import { queryFindsResults } from './has-results'
import { mostSearchedQueries } from './stored-queries'

// The indexes hold exactly the records their contracts describe (gallery-search/server/rebuild.ts writes them).
function recordsOf<R>(index: SearchIndex | undefined): Iterable<R> {
  return (index?.liveRecords() ?? []) as Iterable<R>
}

/**
 * Refills the query suggestions index from the other indexes (what the public may find) and the visitors'
 * stored queries. Runs after the start-up build, after content changes and on a schedule; answers the count.
 */
export async function rebuildQuerySuggestions(payload: Payload): Promise<number> {
  const backend = searchBackend()
  // A hosted index cannot be read whole, nor asked thousands of queries each rebuild: the candidates are
  // checked on an engine of the published records, built for this rebuild and dropped after it.
  const engine = backend.shared ? await catalogEngine(payload) : gallerySearchEngine()
  const catalog = await catalogCandidates({
    artworks: recordsOf<ArtworkRecord>(engine.index(GALLERY_INDEXES.artworks)),
    artists: recordsOf<ArtistRecord>(engine.index(GALLERY_INDEXES.artists)),
    collections: recordsOf<CollectionRecord>(engine.index(GALLERY_INDEXES.collections)),
  })
  const visitors = await mostSearchedQueries(payload, MIN_VISITOR_SEARCHES)
  const records = await buildSuggestions({
    catalog,
    visitors,
    hasResults: (query) => queryFindsResults(engine, query),
  })
  await backend.replaceAll(GALLERY_INDEXES.querySuggestions, records)
  return records.length
}
