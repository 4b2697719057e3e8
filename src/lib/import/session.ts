import type { Payload } from 'payload'
import { newTally, type LinesOutcome } from './batches'
import { chooseWriter, type WriterChoice } from './choose-writer'
import { ImagePool } from './image-pool'
import type { ImportReport } from './report'
import { countMissing, writeMissingArtists, type ArtistByName } from './write-artists'
import type { CatalogWriter } from './writer'

/** What one import run holds, whatever it reads: the writer, the shared pictures, what is there, its report. */
type ImportSession = {
  writer: CatalogWriter
  pool: ImagePool
  /** Source uid → id of the artists and artworks in the database, kept current as the run writes. */
  artistIds: Map<string, number>
  artworkIds: Map<string, number>
  report: ImportReport
  /** Every artist uid the database must hold after the run. */
  expectedArtists: Set<string>
  /** Makes and counts the artists a batch's artworks name that the database lacks. */
  writeNamedArtists(named: readonly ArtistByName[]): Promise<void>
  /** After the last batch: the report completed from what the database is read back to hold. */
  finish(artworks: LinesOutcome): Promise<ImportReport>
}

export async function openImport(
  payload: Payload,
  choice: WriterChoice,
  warn: (message: string) => void,
): Promise<ImportSession> {
  const started = performance.now()
  const writer = await chooseWriter(payload, choice, warn)
  const pool = await ImagePool.load(payload)
  const artistIds = await writer.existing('artists')
  const artworkIds = await writer.existing('artworks')
  const expectedArtists = new Set<string>()
  const report: ImportReport = {
    writer: writer.name,
    artists: { ...newTally(), fromArtworks: 0, missing: 0 },
    artworks: { ...newTally(), missing: 0 },
    durationMs: 0,
  }
  return {
    writer,
    pool,
    artistIds,
    artworkIds,
    report,
    expectedArtists,
    async writeNamedArtists(named) {
      const made = await writeMissingArtists(writer, pool, named, artistIds)
      made.forEach((uid) => expectedArtists.add(uid))
      report.artists.created += made.length
      report.artists.fromArtworks += made.length
    },
    async finish(artworks) {
      await writer.finish()
      report.artworks = { ...artworks.tally, missing: countMissing(artworks.uids, await writer.existing('artworks')) }
      report.artists.missing = countMissing(expectedArtists, await writer.existing('artists'))
      report.durationMs = Math.round(performance.now() - started)
      return report
    },
  }
}
