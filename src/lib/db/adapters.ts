import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

type SqliteDb = Payload['db'] & SQLiteAdapter
type PostgresDb = Payload['db'] & PostgresAdapter

/** The adapter Payload runs on, named by its dialect. */
export type RunningAdapter = { dialect: 'sqlite'; adapter: SqliteDb } | { dialect: 'postgres'; adapter: PostgresDb }

/** A drizzle transaction as Payload's session registry holds it (both adapters share the registry's type). */
export type SessionDb = SQLiteAdapter['sessions'][string]['db']

const isSqliteAdapter = (db: Payload['db']): db is SqliteDb => db.name === 'sqlite' && 'client' in db
const isPostgresAdapter = (db: Payload['db']): db is PostgresDb => db.name === 'postgres' && 'pool' in db

export function runningAdapter(payload: Payload): RunningAdapter {
  const db = payload.db
  if (isSqliteAdapter(db)) return { dialect: 'sqlite', adapter: db }
  if (isPostgresAdapter(db)) return { dialect: 'postgres', adapter: db }
  throw new Error(`database: no SQL access on the ${db.name} adapter`)
}
