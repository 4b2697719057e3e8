import path from 'node:path'
import { GALLERY_INDEXES, galleryIndexDefinitions } from '@/lib/gallery-search/indexes'
import type { AllRecords } from '@/lib/gallery-search/server/rebuild'
import { createEngine, type SearchEngine } from '@/lib/search/engine/search-engine'
import { buildSuggestions } from '@/lib/search-suggestions/build'
import { catalogCandidates } from '@/lib/search-suggestions/catalog-terms'
import { queryFindsResults } from '@/lib/search-suggestions/has-results'
import { startCms, stopCms, temporarySqliteUrl } from './cms-instance'

const FIXTURE = path.resolve(__dirname, '../fixtures/relevance')

/**
 * The relevance slice as production indexes it: imported into a fresh SQLite file by the catalog
 * importer, read back by the rebuild's reader and mapper, and indexed with the gallery's settings.
 */
export async function importedRelevanceRecords(): Promise<Pick<AllRecords, 'artworks' | 'artists'>> {
  const databaseUrl = temporarySqliteUrl()
  const payload = await startCms(databaseUrl)
  try {
    const [{ importCatalog }, { readAllRecords }] = await Promise.all([
      import('@/lib/import'),
      import('@/lib/gallery-search/server/rebuild'),
    ])
    await importCatalog(payload, {
      artworksFile: path.join(FIXTURE, 'artworks.jsonl.gz'),
      artistsFile: path.join(FIXTURE, 'artists.jsonl.gz'),
      warn: (line) => console.warn(line),
    })
    const { artworks, artists } = await readAllRecords(payload)
    return { artworks, artists }
  } finally {
    await stopCms(payload, databaseUrl)
  }
}

/** An engine holding the records in the artworks and artists indexes, as the server builds it. */
export function relevanceEngine(records: Pick<AllRecords, 'artworks' | 'artists'>) {
  const engine = createEngine(galleryIndexDefinitions())
  engine.index(GALLERY_INDEXES.artworks)?.replaceAll(records.artworks)
  engine.index(GALLERY_INDEXES.artists)?.replaceAll(records.artists)
  return engine
}

/** The query suggestions the server builds from the engine's records (no visitors' queries yet), indexed. */
export async function fillCatalogSuggestions(
  engine: SearchEngine,
  records: Pick<AllRecords, 'artworks' | 'artists'>,
): Promise<void> {
  const catalog = await catalogCandidates({ ...records, collections: [] })
  const suggestions = await buildSuggestions({
    catalog,
    visitors: [],
    hasResults: (query) => queryFindsResults(engine, query),
  })
  engine.index(GALLERY_INDEXES.querySuggestions)?.replaceAll(suggestions)
}
