import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { GALLERY_INDEXES } from '../src/lib/gallery-search/indexes'
import type { ArtworkRecord, QuerySuggestionRecord } from '../src/lib/gallery-search/records'
import { catalogVocabulary } from './catalog-words'

/** The environment variable naming the file that bench/query-suggestions-preload.mjs loads in the server. */
const SUGGESTIONS_FILE_VARIABLE = 'BENCH_QUERY_SUGGESTIONS_FILE'
const PRELOAD = path.resolve('bench/query-suggestions-preload.mjs')

/**
 * Bench-only stand-in for the query suggestions index: records of its contract made from the catalog's
 * artist names, mediums and frequent title words, popularity being the number of artworks each finds.
 */
export function benchQuerySuggestions(artworks: readonly ArtworkRecord[]): QuerySuggestionRecord[] {
  const { titleWords, artists, mediums } = catalogVocabulary(artworks)
  const chosen = [...mediums, ...artists.slice(0, 2500), ...titleWords.slice(0, 2500)]
  const seen = new Set<string>()
  const records: QuerySuggestionRecord[] = []
  for (const { value, works } of chosen) {
    const query = value.toLowerCase()
    if (seen.has(query)) continue
    seen.add(query)
    records.push({ objectID: `bench-${records.length}`, query, popularity: works })
  }
  return records
}

export function fillQuerySuggestions(
  engine: { index(name: string): { replaceAll(records: Iterable<QuerySuggestionRecord>): void } | undefined },
  records: readonly QuerySuggestionRecord[],
): void {
  const index = engine.index(GALLERY_INDEXES.querySuggestions)
  if (!index) throw new Error(`no ${GALLERY_INDEXES.querySuggestions} index in the engine`)
  index.replaceAll(records)
}

/**
 * The server's environment to index `records` as query suggestions once its start-up build is done:
 * the file it reads, and the preload that reads it (the server is not otherwise changed).
 */
export function serverSuggestionsEnv(records: readonly QuerySuggestionRecord[], dir: string): Record<string, string> {
  const file = path.join(dir, 'query-suggestions.json')
  writeFileSync(file, JSON.stringify(records))
  return {
    [SUGGESTIONS_FILE_VARIABLE]: file,
    NODE_OPTIONS: `--no-deprecation --import=${PRELOAD}`,
  }
}

/** The line the preload logs once the records are searchable. */
export const SUGGESTIONS_INDEXED = /bench: (\d+) query suggestions indexed/
