import { isPostgresUrl } from '@/cms/database'
import { migrations as postgresMigrations } from './postgres'
import { migrations as sqliteMigrations } from './sqlite'

export function migrationsFor(databaseUrl: string) {
  return isPostgresUrl(databaseUrl) ? postgresMigrations : sqliteMigrations
}
