import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter, type SQLiteAdapter } from '@payloadcms/db-sqlite'
import path from 'node:path'
import type { DatabaseAdapterObj } from 'payload'
import { waitOutLocks } from './database-lock-wait'

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
    return postgresAdapter({
      pool: { connectionString: url },
      push: false,
      migrationDir: path.resolve(process.cwd(), 'src/migrations/postgres'),
    })
  }
  const sqlite = sqliteAdapter({
    client: { url },
    push: false,
    wal: true,
    // SQLite's own wait would block the event loop (see waitOutLocks): the connection fails at once instead.
    busyTimeout: 0,
    migrationDir: path.resolve(process.cwd(), 'src/migrations/sqlite'),
  })
  return {
    ...sqlite,
    init: (args) => {
      const adapter = sqlite.init(args)
      const connect = adapter.connect
      adapter.connect = async function connectWaitingOutLocks(this: SQLiteAdapter, options) {
        await connect?.call(this, options)
        waitOutLocks(this.client, sqliteLockWaitMs)
      }
      return adapter
    },
  }
}
