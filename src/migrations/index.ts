import type { Migration } from 'payload'
import { isPostgresUrl } from '@/cms/database'
import { migrations as postgresMigrations } from './postgres'
import { migrations as sqliteMigrations } from './sqlite'

type AdapterMigration<Args> = {
  name: string
  up: (args: Args) => Promise<void>
  down: (args: Args) => Promise<void>
}

/**
 * Payload's list type gives every migration an `unknown` argument; each adapter calls its own migrations
 * with the argument type those migrations declare, so passing it through is safe.
 */
function payloadMigration<Args>(migration: AdapterMigration<Args>): Migration {
  return {
    name: migration.name,
    up: (args) => migration.up(args as Args),
    down: (args) => migration.down(args as Args),
  }
}

export function migrationsFor(databaseUrl: string): Migration[] {
  return isPostgresUrl(databaseUrl)
    ? postgresMigrations.map(payloadMigration)
    : sqliteMigrations.map(payloadMigration)
}
