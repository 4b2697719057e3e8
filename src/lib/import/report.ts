import type { ImportReport } from './run'

const n = (value: number, width: number) => value.toLocaleString('en-US').padStart(width)

/** The end-of-run summary: per collection created / skipped / bad lines, the writer and the duration. */
export function formatReport(report: ImportReport): string {
  const { artists, artworks } = report
  const stubs = artists.fromArtworks ? ` (${n(artists.fromArtworks, 0)} from artwork lines)` : ''
  return [
    `Import finished in ${(report.durationMs / 1000).toFixed(1)} s (${report.writer})`,
    `  artists  ${n(artists.created, 7)} created ${n(artists.skipped, 7)} skipped ${n(artists.bad, 5)} bad lines${stubs}`,
    `  artworks ${n(artworks.created, 7)} created ${n(artworks.skipped, 7)} skipped ${n(artworks.bad, 5)} bad lines`,
  ].join('\n')
}
