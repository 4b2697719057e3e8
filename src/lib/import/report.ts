import type { Tally } from './batches'

/** What one import did: per source, the lines read and what became of them, and what the database misses. */
export type ImportReport = {
  writer: string
  artists: Tally & { fromArtworks: number; missing: number }
  artworks: Tally & { missing: number }
  durationMs: number
}

const n = (value: number, width: number) => value.toLocaleString('en-US').padStart(width)

/** Whether every valid line read is in the database after the run. */
export const importComplete = (report: ImportReport): boolean =>
  report.artists.missing === 0 && report.artworks.missing === 0

/** How the summary names a source's records and the artists made from them. */
export type ReportWords = { record: string; records: string; madeFrom: string }
const CATALOG_WORDS: ReportWords = { record: 'line', records: 'lines', madeFrom: 'made from artwork lines' }

/**
 * The end-of-run summary: per file the lines read and what became of them (created, already there,
 * bad), then what the database was found to hold, read back after the last write.
 */
export function formatReport(report: ImportReport, words: ReportWords = CATALOG_WORDS): string {
  const { artists, artworks } = report
  const stubs = artists.fromArtworks ? ` (+${n(artists.fromArtworks, 0)} ${words.madeFrom})` : ''
  const line = (name: string, tally: ImportReport['artworks'], extra = '') =>
    `  ${name} ${n(tally.read, 7)} ${words.records} read: ${n(tally.created, 7)} created ${n(tally.skipped, 7)} already there ${n(tally.bad, 5)} bad${extra}`
  return [
    `${importComplete(report) ? 'Import finished' : 'Import INCOMPLETE'} in ${(report.durationMs / 1000).toFixed(1)} s (${report.writer})`,
    line('artists ', artists, stubs),
    line('artworks', artworks),
    importComplete(report)
      ? `  read back: the database holds every artist and artwork of a valid ${words.record}`
      : `  read back: the database lacks ${n(artists.missing, 0)} artists and ${n(artworks.missing, 0)} artworks of valid ${words.records}; run the import again`,
  ].join('\n')
}
