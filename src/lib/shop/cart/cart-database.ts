import 'server-only'
import type { SQL as PostgresSql } from '@payloadcms/db-postgres/drizzle'
import type { SQL as SqliteSql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import { isSqliteAdapter } from '@/cms/database'
import type { CartStatements } from './cart-statements'
import { postgresCartStatements } from './cart-statements-postgres'
import { sqliteCartStatements } from './cart-statements-sqlite'

// What the statements need of drizzle's database or of one of its transactions. Payload's adapters and its
// transaction sessions are typed by different copies of drizzle, so they are met at this narrow shape.
type SqliteDatabase = { all(query: SqliteSql): Promise<unknown[]> }
type PostgresDatabase = { execute(query: PostgresSql): Promise<{ rows: unknown[] }> }

/** The request's open transaction, if Payload began one for it (a login does). */
async function openTransaction(payload: Payload, req: Pick<PayloadRequest, 'transactionID'> | undefined) {
  const id = req ? await req.transactionID : undefined
  const sessions: Record<string, { db: unknown }> | undefined = Reflect.get(payload.db, 'sessions')
  return id === undefined ? undefined : sessions?.[String(id)]?.db
}

/**
 * The cart statements of the running database. Inside a request that holds a transaction they run on it:
 * a statement on another connection would wait for that transaction's locks, which it never gives up first.
 */
export async function cartStatements(
  payload: Payload,
  req?: Pick<PayloadRequest, 'transactionID'>,
): Promise<CartStatements> {
  const db = payload.db
  const transaction = await openTransaction(payload, req)
  if (isSqliteAdapter(db)) {
    const target = (transaction ?? db.drizzle) as SqliteDatabase
    return sqliteCartStatements((query) => target.all(query))
  }
  if (db.name === 'postgres' && 'drizzle' in db) {
    const target = (transaction ?? db.drizzle) as PostgresDatabase
    return postgresCartStatements(async (query) => (await target.execute(query)).rows)
  }
  throw new Error(`cart: no statements for the ${db.name} database adapter`)
}
