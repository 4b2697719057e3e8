import Database from 'libsql'
import { fileURLToPath } from 'node:url'
import type { Payload } from 'payload'
import { runningAdapter } from './adapters'
import type { SqlRow } from './statements'

/** Read-only SELECTs without parameters; `close` when done. The SQL must be portable (double-quoted identifiers). */
type SqlReader = { select: (text: string) => Promise<SqlRow[]>; close: () => void }

/**
 * A reader on whichever database Payload runs on. For SQLite it is a read-only connection of its own
 * on the same file: the adapter's libSQL client builds every row with a property definition per column
 * and BigInt integers, three times slower than the engine underneath at catalog scale. On PostgreSQL it
 * is the pool as node-postgres answers (timestamps as Dates), not through drizzle, which keeps them text.
 */
export function openReader(payload: Payload): SqlReader {
  const running = runningAdapter(payload)
  if (running.dialect === 'sqlite') {
    const db = new Database(sqliteFilePath(running.adapter.clientConfig.url), { readonly: true })
    return { select: async (text) => db.prepare(text).all() as SqlRow[], close: () => db.close() }
  }
  const pool = running.adapter.pool
  return { select: async (text) => (await pool.query<SqlRow>(text)).rows, close: () => undefined }
}

function sqliteFilePath(url: string): string {
  return url.startsWith('file://') ? fileURLToPath(url) : url.replace(/^file:/, '')
}
