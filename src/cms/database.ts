import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import path from 'node:path'
import type { DatabaseAdapterObj } from 'payload'

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url)
}

/**
 * One content model on either database: SQLite for a single machine, PostgreSQL at scale.
 * The schema is never pushed; both paths apply the committed migrations of their dialect.
 */
export function databaseAdapter(url: string): DatabaseAdapterObj {
  if (isPostgresUrl(url)) {
    return postgresAdapter({
      pool: { connectionString: url },
      push: false,
      migrationDir: path.resolve(process.cwd(), 'src/migrations/postgres'),
    })
  }
  return sqliteAdapter({
    client: { url },
    push: false,
    wal: true,
    busyTimeout: 10_000,
    migrationDir: path.resolve(process.cwd(), 'src/migrations/sqlite'),
  })
}
