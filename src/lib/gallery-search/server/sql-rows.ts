import 'server-only'
import Database from 'libsql'
import { fileURLToPath } from 'node:url'
import type { Payload } from 'payload'

export type SqlRow = Record<string, unknown>

/** Read-only SELECTs for the rebuild; `close` when done. The SQL must be portable (double-quoted identifiers). */
export type SqlReader = { select: (sql: string) => Promise<SqlRow[]>; close: () => void }

type PostgresPool = { query: (sql: string) => Promise<{ rows: unknown[] }> }

/**
 * A reader on whichever database Payload runs on. For SQLite it is a read-only connection of its own
 * on the same file: the adapter's libSQL client builds every row with a property definition per column
 * and BigInt integers, three times slower than the engine underneath at catalog scale.
 */
export function openSqlReader(payload: Payload): SqlReader {
  const clientUrl: unknown = Reflect.get(Object(Reflect.get(payload.db, 'clientConfig')), 'url')
  if (payload.db.name === 'sqlite' && typeof clientUrl === 'string') {
    const db = new Database(sqliteFilePath(clientUrl), { readonly: true })
    return { select: async (sql) => db.prepare(sql).all() as SqlRow[], close: () => db.close() }
  }
  const pool: unknown = Reflect.get(payload.db, 'pool')
  if (isPostgresPool(pool))
    return { select: async (sql) => (await pool.query(sql)).rows as SqlRow[], close: () => undefined }
  throw new Error(`openSqlReader: no SQL access on the ${payload.db.name} adapter`)
}

function sqliteFilePath(url: string): string {
  return url.startsWith('file://') ? fileURLToPath(url) : url.replace(/^file:/, '')
}

function isPostgresPool(value: unknown): value is PostgresPool {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'query') === 'function'
}

/** Column values as the two drivers give them (SQLite 0/1 and text, PostgreSQL booleans, numeric strings and Dates). */
export const sqlBool = (value: unknown): boolean => value === true || value === 1 || value === '1'
export const sqlNumber = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value)
export const sqlText = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value)
