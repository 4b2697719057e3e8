import type { Payload } from 'payload'
import { importLines, newTally, type Pending, type Tally } from './batches'
import { countLines } from './lines'
import { ImagePool } from './image-pool'
import { planArtist } from './plan-artist'
import { planArtwork, type ArtworkDraft } from './plan-artwork'
import { artistLineSchema, artworkLineSchema } from './schema'
import { chooseWriter, type WriterChoice } from './choose-writer'
import { countMissing, writeArtists, writeMissingArtists } from './write-artists'

export type ImportPhase = 'artists' | 'artworks'
/** `total` is unknown while a source cannot say how much it holds (a store's product list, page by page). */
export type ImportProgress = { phase: ImportPhase; done: number; total?: number }

export type ImportOptions = {
  artworksFile: string
  artistsFile?: string
  /** Only the first N non-blank lines of the artworks file (the artists file is always read whole). */
  limit?: number
  batchSize?: number
  writer?: WriterChoice
  warn?: (message: string) => void
  progress?: (event: ImportProgress) => void
}

/** `missing`: uids of valid lines the database does not hold after the run (0 unless something failed). */
export type ImportReport = {
  writer: string
  artists: Tally & { fromArtworks: number; missing: number }
  artworks: Tally & { missing: number }
  durationMs: number
}

/**
 * Loads a catalog in the dataset's JSONL format (artists first, then artworks) as published documents.
 * Idempotent and resumable by source uid: whatever is already in the database is skipped.
 */
export async function importCatalog(payload: Payload, options: ImportOptions): Promise<ImportReport> {
  const started = performance.now()
  const warn = options.warn ?? (() => {})
  const batchSize = options.batchSize ?? 500
  const writer = await chooseWriter(payload, options.writer ?? 'auto', warn)
  const pool = await ImagePool.load(payload)
  const artistIds = await writer.existing('artists')
  const artworkIds = await writer.existing('artworks')
  const report: ImportReport = {
    writer: writer.name,
    artists: { ...newTally(), fromArtworks: 0, missing: 0 },
    artworks: { ...newTally(), missing: 0 },
    durationMs: 0,
  }

  const phase = async (name: ImportPhase, file: string, limit?: number) => {
    const total = Math.min(await countLines(file), limit ?? Infinity)
    return (done: number) => options.progress?.({ phase: name, done, total })
  }

  const expectedArtists = new Set<string>()
  if (options.artistsFile) {
    const { tally, uids } = await importLines(
      { file: options.artistsFile, schema: artistLineSchema, uidOf: (line) => line.uid, plan: planArtist },
      {
        batchSize,
        known: (uid) => artistIds.has(uid),
        write: (batch) =>
          writeArtists(
            writer,
            pool,
            batch.map((item) => item.draft),
            artistIds,
          ),
        warn,
        progress: await phase('artists', options.artistsFile),
      },
    )
    Object.assign(report.artists, tally)
    uids.forEach((uid) => expectedArtists.add(uid))
  }

  const writeArtworks = async (batch: readonly Pending<ArtworkDraft>[]) => {
    const made = await writeMissingArtists(
      writer,
      pool,
      batch.map(({ draft }) => draft.by),
      artistIds,
    )
    made.forEach((uid) => expectedArtists.add(uid))
    report.artists.created += made.length
    report.artists.fromArtworks += made.length
    const rows = await Promise.all(
      batch.map(async ({ draft }) => ({
        ...draft.fields,
        artist: artistIds.get(draft.by.uid) ?? Number.NaN,
        images: await pool.artworkImages(draft.image),
      })),
    )
    await writer.writeArtworks(rows)
  }

  const artworks = await importLines(
    {
      file: options.artworksFile,
      schema: artworkLineSchema,
      uidOf: (line) => line.uid,
      plan: planArtwork,
      limit: options.limit,
    },
    {
      batchSize,
      known: (uid) => artworkIds.has(uid),
      write: writeArtworks,
      warn,
      progress: await phase('artworks', options.artworksFile, options.limit),
    },
  )
  await writer.finish()
  report.artworks = { ...artworks.tally, missing: 0 }
  report.artworks.missing = countMissing(artworks.uids, await writer.existing('artworks'))
  report.artists.missing = countMissing(expectedArtists, await writer.existing('artists'))
  report.durationMs = Math.round(performance.now() - started)
  return report
}
