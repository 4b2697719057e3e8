import type { Payload } from 'payload'
import { importLines, type Pending } from './batches'
import type { ImportReport } from './report'
import { countLines } from './lines'
import { planArtist } from './plan-artist'
import { planArtwork, type ArtworkDraft } from './plan-artwork'
import { artistLineSchema, artworkLineSchema } from './schema'
import type { WriterChoice } from './choose-writer'
import { openImport } from './session'
import { writeArtists } from './write-artists'

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
/**
 * Loads a catalog in the dataset's JSONL format (artists first, then artworks) as published documents.
 * Idempotent and resumable by source uid: whatever is already in the database is skipped.
 */
export async function importCatalog(payload: Payload, options: ImportOptions): Promise<ImportReport> {
  const warn = options.warn ?? (() => {})
  const batchSize = options.batchSize ?? 500
  const session = await openImport(payload, options.writer ?? 'auto', warn)
  const { writer, pool, artistIds, artworkIds, report, expectedArtists } = session

  const phase = async (name: ImportPhase, file: string, limit?: number) => {
    const total = Math.min(await countLines(file), limit ?? Infinity)
    return (done: number) => options.progress?.({ phase: name, done, total })
  }

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
    await session.writeNamedArtists(batch.map(({ draft }) => draft.by))
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
  return session.finish(artworks)
}
