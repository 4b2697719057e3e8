import { postgresAdapter, type PostgresAdapter } from '@payloadcms/db-postgres'
import { index as postgresIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import { sqliteAdapter, type SQLiteAdapter } from '@payloadcms/db-sqlite'
import { index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import path from 'node:path'
import type { DatabaseAdapterObj } from 'payload'
import { waitOutLocks } from './database-lock-wait'
import { indexLocaleParents } from './locale-parent-indexes'

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url)
}

export type DatabaseOptions = {
  /** SQLite: how long a statement waits for a write lock held by another process before failing. */
  sqliteLockWaitMs: number
}

/**
 * One content model on either database: SQLite for a single machine, PostgreSQL at scale.
 * The schema is never pushed; both paths apply the committed migrations of their dialect.
 */
export function databaseAdapter(url: string, { sqliteLockWaitMs }: DatabaseOptions): DatabaseAdapterObj {
  if (isPostgresUrl(url)) {
    const postgres = postgresAdapter({
      pool: { connectionString: url },
      push: false,
      migrationDir: path.resolve(process.cwd(), 'src/migrations/postgres'),
      afterSchemaInit: [indexLocaleParents(postgresIndex)],
    })
    return afterConnect(postgres, (adapter: PostgresAdapter) => {
      const logger = adapter.payload.logger
      // An idle pooled connection dies when PostgreSQL restarts; unheard, the pool's 'error' event would
      // crash the server. The pool drops that connection and opens new ones once the database is back.
      adapter.pool?.on('error', (error) =>
        logger.warn({ err: error, msg: 'idle PostgreSQL connection lost; the pool reconnects' }),
      )
      // A checked-out connection has no pool listener: one that dies mid-query (or between the queries of a
      // transaction) would be an uncaught exception. Its query fails on its own, and the request answers 503.
      adapter.pool?.on('connect', (client) =>
        client.on('error', (error) =>
          logger.warn({ err: error, msg: 'PostgreSQL connection lost while in use; its query fails' }),
        ),
      )
    })
  }
  const sqlite = sqliteAdapter({
    client: { url },
    push: false,
    wal: true,
    // SQLite's own wait would block the event loop (see waitOutLocks): the connection fails at once instead.
    busyTimeout: 0,
    migrationDir: path.resolve(process.cwd(), 'src/migrations/sqlite'),
    afterSchemaInit: [indexLocaleParents(sqliteIndex)],
  })
  return afterConnect(sqlite, (adapter: SQLiteAdapter) => waitOutLocks(adapter.client, sqliteLockWaitMs))
}

/** Runs `setUp` on the adapter each time Payload has connected it (its client or pool exists from then on). */
function afterConnect<A>(base: DatabaseAdapterObj, setUp: (adapter: A) => void): DatabaseAdapterObj {
  return {
    ...base,
    init: (args) => {
      const adapter = base.init(args)
      const connect = adapter.connect
      adapter.connect = async function connectThenSetUp(options) {
        await connect?.call(this, options)
        setUp(this as A)
      }
      return adapter
    },
  }
}
