import type { SqliteStatements, SqliteValue, SqlRow } from '@/lib/db'

/** SQLite's statements as text with `?` placeholders: the bulk writer builds its INSERTs at run time. */
export type Raw = SqliteStatements['raw']

export type Cell = SqliteValue

/** SQLite's default limit on bound parameters per statement is 32,766. */
const MAX_PARAMETERS = 32_000

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`

/** Multi-row INSERTs, chunked under the parameter limit; returns the RETURNING rows of every chunk. */
export async function insertRows(
  raw: Raw,
  table: string,
  columns: readonly string[],
  rows: readonly Cell[][],
  returning: readonly string[] = [],
): Promise<SqlRow[]> {
  const out: SqlRow[] = []
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length))
  const tuple = `(${columns.map(() => '?').join(', ')})`
  const head = `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES `
  const tail = returning.length ? ` RETURNING ${returning.map(quote).join(', ')}` : ''
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement)
    out.push(...(await raw(head + chunk.map(() => tuple).join(', ') + tail, chunk.flat())))
  }
  return out
}

/** The column names of a table, to check the bulk writer still matches the migrated schema. */
export async function tableColumns(raw: Raw, table: string): Promise<Set<string>> {
  const rows = await raw(`SELECT name FROM pragma_table_info(?)`, [table])
  return new Set(rows.map((row) => String(row.name)))
}

export const bool = (value: boolean | null | undefined): Cell => (value ? 1 : 0)
export const json = (value: unknown): Cell => (value === null || value === undefined ? null : JSON.stringify(value))
