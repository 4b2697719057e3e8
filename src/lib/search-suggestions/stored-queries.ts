import 'server-only'
import type { Payload } from 'payload'
import { sql } from '@/lib/db'
import type { StoredQueryCount } from './build'
import { searchQueryStatements } from './statements'

/** How many of the most searched queries feed the suggestions. */
const VISITOR_QUERIES_READ = 2000

/** Counts one search for a normalised query; answers its new count. */
export function countSearchQuery(payload: Payload, query: string): Promise<number> {
  return searchQueryStatements(sql(payload).run).count(query, new Date())
}

/** Counts one search for a normalised query that found nothing. */
export function missSearchQuery(payload: Payload, query: string): Promise<void> {
  return searchQueryStatements(sql(payload).run).miss(query, new Date())
}

/** The visitors' queries searched at least `minCount` times, most searched first. */
export function mostSearchedQueries(payload: Payload, minCount: number): Promise<StoredQueryCount[]> {
  return searchQueryStatements(sql(payload).run).top(minCount, VISITOR_QUERIES_READ)
}
