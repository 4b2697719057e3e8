import type { SQLiteAdapter } from '@payloadcms/db-sqlite'

/** libSQL's client as the SQLite adapter exposes it, so the project needs no direct dependency on it. */
export type Sql = Pick<SQLiteAdapter['client'], 'execute'>
type Row = Awaited<ReturnType<Sql['execute']>>['rows'][number]

export type Cell = string | number | null

/** SQLite's default limit on bound parameters per statement is 32,766. */
const MAX_PARAMETERS = 32_000

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`

/** Multi-row INSERTs, chunked under the parameter limit; returns the RETURNING rows of every chunk. */
export async function insertRows(
  tx: Sql,
  table: string,
  columns: readonly string[],
  rows: readonly Cell[][],
  returning: readonly string[] = [],
): Promise<Row[]> {
  const out: Row[] = []
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length))
  const tuple = `(${columns.map(() => '?').join(', ')})`
  const head = `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES `
  const tail = returning.length ? ` RETURNING ${returning.map(quote).join(', ')}` : ''
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement)
    const result = await tx.execute({ sql: head + chunk.map(() => tuple).join(', ') + tail, args: chunk.flat() })
    out.push(...result.rows)
  }
  return out
}

/** The column names of a table, to check the bulk writer still matches the migrated schema. */
export async function tableColumns(tx: Sql, table: string): Promise<Set<string>> {
  const result = await tx.execute({ sql: `SELECT name FROM pragma_table_info(?)`, args: [table] })
  return new Set(result.rows.map((row) => String(row.name)))
}

export const bool = (value: boolean | null | undefined): Cell => (value ? 1 : 0)
export const json = (value: unknown): Cell => (value === null || value === undefined ? null : JSON.stringify(value))

/**
 * One write transaction on the adapter's own connection. BEGIN IMMEDIATE takes the write lock up front,
 * so a server reading the same file waits (busy timeout) instead of failing half-way.
 */
export async function inWriteTransaction<T>(sql: Sql, work: () => Promise<T>): Promise<T> {
  await sql.execute('BEGIN IMMEDIATE')
  try {
    const result = await work()
    await sql.execute('COMMIT')
    return result
  } catch (error) {
    await sql.execute('ROLLBACK')
    throw error
  }
}
