import 'server-only'
import type { Payload } from 'payload'
import { GALLERY_INDEXES } from '@/lib/gallery-search/indexes'
import type { ArtistRecord, ArtworkRecord, CollectionRecord } from '@/lib/gallery-search/records'
import { gallerySearchEngine } from '@/lib/gallery-search/server/engine'
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
  const engine = gallerySearchEngine()
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
  engine.index(GALLERY_INDEXES.querySuggestions)?.replaceAll(records)
  return records.length
}
