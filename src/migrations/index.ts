import type { Migration } from 'payload'
import { isPostgresUrl } from '@/cms/database'
import { migrations as postgresMigrations } from './postgres'
import { migrations as sqliteMigrations } from './sqlite'

export function migrationsFor(databaseUrl: string): Migration[] {
  const migrations = isPostgresUrl(databaseUrl) ? postgresMigrations : sqliteMigrations
  // Each adapter calls its own migrations with its own argument type; Payload's list type says `unknown`.
  return migrations as unknown as Migration[]
}
