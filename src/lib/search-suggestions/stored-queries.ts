import 'server-only'
import type { Payload } from 'payload'
import { isSqliteAdapter } from '@/cms/database'
import type { StoredQueryCount } from './build'
import type { SearchQueryStatements } from './statements'
import { postgresSearchQueryStatements } from './statements-postgres'
import { sqliteSearchQueryStatements } from './statements-sqlite'

/** How many of the most searched queries feed the suggestions. */
const VISITOR_QUERIES_READ = 2000

function statementsFor(db: Payload['db']): SearchQueryStatements {
  if (isSqliteAdapter(db)) return sqliteSearchQueryStatements(db.client)
  if ('pool' in db && db.pool)
    return postgresSearchQueryStatements(db.pool as Parameters<typeof postgresSearchQueryStatements>[0])
  throw new Error(`search queries: no statements for the ${db.name} database adapter`)
}

/** Counts one search for a normalised query; answers its new count. */
export function countSearchQuery(payload: Payload, query: string): Promise<number> {
  return statementsFor(payload.db).count(query, new Date())
}

/** The visitors' queries searched at least `minCount` times, most searched first. */
export function mostSearchedQueries(payload: Payload, minCount: number): Promise<StoredQueryCount[]> {
  return statementsFor(payload.db).top(minCount, VISITOR_QUERIES_READ)
}
