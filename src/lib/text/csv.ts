// A spreadsheet runs a cell starting with one of these as a formula (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

/**
 * One CSV cell (RFC 4180) that is safe to open in a spreadsheet: a value that could start a formula gets
 * a leading `'`, and one holding a quote, comma or line break is quoted with its quotes doubled.
 */
export function csvCell(value: string): string {
  const defused = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(defused) ? `"${defused.replaceAll('"', '""')}"` : defused
}

/** One CSV record, ended by CRLF as RFC 4180 has it. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}

/** A CSV file for the admin's staff to download: named with today's date, never cached. */
export function csvDownload(csv: string, name: string): Response {
  const day = new Date().toISOString().slice(0, 10)
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${day}.csv"`,
      'cache-control': 'private, no-store',
    },
  })
}
