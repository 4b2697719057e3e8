/**
 * `npm run bench:relevance`: issue 28's relevance figures on the real 77,153-artwork dataset, indexed with
 * the gallery's settings, with the query suggestions the server's own builder makes. By default the dataset
 * is mapped to artwork records as `bench/search.bench.ts` does (names and mediums as imported; prices and
 * dates made up), in under a minute; with `--imported`, the records are read from `bench:search`'s database
 * (imported once, which takes long), as the server reads them. Decision 0047 quotes its output.
 */
import type { ArtworkRecord, QuerySuggestionRecord } from '../src/lib/gallery-search/records'
import { GALLERY_INDEXES, galleryIndexDefinitions } from '../src/lib/gallery-search/indexes'
import { readAllRecords } from '../src/lib/gallery-search/server/rebuild'
import type { SearchRecord } from '../src/lib/search/types'
import { createEngine } from '../src/lib/search/engine/search-engine'
import { openCatalogDb } from './catalog-db'
import { findDataDir, loadDataset } from './dataset-artwork-hits'
import { catalogQuerySuggestions, fillQuerySuggestions } from './query-suggestions'

const ONE_WORD_QUERIES = ['paint', 'print', 'pain', 'sea', 'storm', 'hockny', 'constble']
const TITLES = ['Figures and Shipping', 'Sunset at Sea', 'Norham Castle, Sunrise']
const SUGGESTED_FOR = ['pain', 'rain', 'sea', 'hock', 'warho']

/** Hits per product type, largest first: '144 Print, 60 Painting'. */
function byMedium(counts: Record<string, number> | undefined): string {
  return Object.entries(counts ?? {})
    .sort((a, b) => b[1] - a[1])
    .map(([medium, count]) => `${count} ${medium}`)
    .join(', ')
}

/** The records as the server indexes them, from the benchmark's database. */
async function importedRecords(dir: string): Promise<{ artworks: ArtworkRecord[]; artists: SearchRecord[] }> {
  const db = await openCatalogDb(dir, (line) => console.log(line))
  try {
    const { artworks, artists } = await readAllRecords(db.payload)
    return { artworks, artists }
  } finally {
    await db.payload.db.destroy?.()
  }
}

async function main(): Promise<void> {
  const dir = findDataDir()
  if (!dir) {
    console.log('Dataset not found (looked for /work/shared/data and ../shared/data): nothing to measure.')
    return
  }
  const { artworks, artists } = process.argv.includes('--imported') ? await importedRecords(dir) : loadDataset(dir)
  const engine = createEngine(galleryIndexDefinitions())
  const works = engine.index(GALLERY_INDEXES.artworks)
  engine.index(GALLERY_INDEXES.artists)?.replaceAll(artists)
  works?.replaceAll(artworks)
  const search = (query: string, length: number) => works?.search({ query, offset: 0, length })
  console.log(`# Relevance figures (${artworks.length} artworks from ${dir})`)

  console.log('\n## One-word queries: hits, by medium')
  for (const query of ONE_WORD_QUERIES) {
    const result = works?.search({ query, offset: 0, length: 0, facets: ['product_type'] })
    console.log(`'${query}': ${result?.nbHits ?? 0} hits (${byMedium(result?.facets.product_type)})`)
  }

  console.log('\n## Exact titles: rank of the work so titled')
  for (const title of TITLES) {
    const hits = (search(title, 1000)?.hits ?? []) as ArtworkRecord[]
    const rank = hits.findIndex((hit) => hit.title === title) + 1
    const ahead = hits.slice(0, Math.max(rank - 1, 0)).map((hit) => `'${hit.title}'`)
    console.log(
      `'${title}': rank ${rank || 'none'} of ${hits.length}${ahead.length ? `, after ${ahead.join(', ')}` : ''}`,
    )
  }

  const suggestions: QuerySuggestionRecord[] = await catalogQuerySuggestions(engine)
  fillQuerySuggestions(engine, suggestions)
  console.log(`\n## Query suggestions (${suggestions.length} built): the first eight`)
  for (const query of SUGGESTED_FOR) {
    const hits = engine.index(GALLERY_INDEXES.querySuggestions)?.search({ query, offset: 0, length: 8 }).hits ?? []
    console.log(`'${query}': ${hits.map((hit) => String(hit.query)).join(' | ')}`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
