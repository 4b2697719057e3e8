import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import type { ImportReport } from '../src/lib/import'
import { countLines } from '../src/lib/import/lines'
import { migrations } from '../src/migrations/sqlite'

const BENCH_ROOT = path.resolve('data/bench')

/**
 * One database per migration set: a schema change (a new migration, or one regenerated under a new
 * name) gets a fresh import instead of a migration failure on an old file. Older sets are deleted.
 */
const schemaTag = createHash('sha1')
  .update(migrations.map((migration) => migration.name).join('\n'))
  .digest('hex')
  .slice(0, 10)
const benchDir = path.join(BENCH_ROOT, `catalog-${schemaTag}`)

/** The benchmark's SQLite file. */
export const CATALOG_DB_FILE = path.join(benchDir, 'catalog.db')

/** The benchmark's own database and media, never the app's: the server gets the same variables. */
export function benchEnv(): Record<string, string> {
  return {
    DATABASE_URL: `file:${CATALOG_DB_FILE}`,
    MEDIA_DIR: path.join(benchDir, 'media'),
    SEED_ON_START: 'false',
  }
}

function removeOtherSchemas(): void {
  mkdirSync(benchDir, { recursive: true })
  for (const entry of readdirSync(BENCH_ROOT)) {
    if (entry !== path.basename(benchDir)) rmSync(path.join(BENCH_ROOT, entry), { recursive: true, force: true })
  }
}

export type CatalogDb = { payload: Payload; artworks: number; artists: number; imported?: ImportReport }

const countOf = async (payload: Payload, collection: 'artworks' | 'artists') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

/**
 * Opens the benchmark database, importing the dataset unless it already holds exactly one document per
 * line of each file (then a re-run starts at once). An interrupted import simply resumes.
 */
export async function openCatalogDb(dataDir: string, log: (line: string) => void): Promise<CatalogDb> {
  removeOtherSchemas()
  Object.assign(process.env, benchEnv())
  const [{ default: config }, { getPayload }, { migrateDatabase }, { importCatalog, formatReport, progressBar }] =
    await Promise.all([
      import('../src/payload.config'),
      import('payload'),
      import('../src/lib/cms/bootstrap'),
      import('../src/lib/import'),
    ])
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  const artworksFile = path.join(dataDir, 'artworks.jsonl.gz')
  const artistsFile = path.join(dataDir, 'artists.jsonl.gz')
  const [expectedArtworks, expectedArtists] = await Promise.all([countLines(artworksFile), countLines(artistsFile)])
  const counts = async () => ({
    artworks: await countOf(payload, 'artworks'),
    artists: await countOf(payload, 'artists'),
  })
  const before = await counts()
  if (before.artworks === expectedArtworks && before.artists === expectedArtists) {
    log(
      `reusing ${process.env.DATABASE_URL}: ${before.artworks.toLocaleString('en-US')} artworks, ${before.artists.toLocaleString('en-US')} artists`,
    )
    return { payload, ...before }
  }
  log(
    `importing the dataset into ${process.env.DATABASE_URL} (it holds ${before.artworks} artworks, ${before.artists} artists)`,
  )
  const bar = progressBar()
  const imported = await importCatalog(payload, { artworksFile, artistsFile, warn: bar.note, progress: bar.update })
  bar.done()
  log(formatReport(imported))
  return { payload, ...(await counts()), imported }
}
