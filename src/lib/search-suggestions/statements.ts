import type { RunSql, SqlRow } from '@/lib/db'
import type { StoredQueryCount } from './build'

/**
 * The search-queries table's two statements, the same text on both databases. Counting is one INSERT ...
 * ON CONFLICT DO UPDATE, so concurrent searches for one query serialise on its row (or its unique index)
 * and none is lost, on either database.
 */
export interface SearchQueryStatements {
  /** Counts one more search for `query` (normalised) and answers its new count. */
  count(query: string, at: Date): Promise<number>
  /** Counts one more search for `query` (normalised) that found nothing. */
  miss(query: string, at: Date): Promise<void>
  /** The queries searched at least `minCount` times, most searched first. */
  top(minCount: number, limit: number): Promise<StoredQueryCount[]>
}

/** Rows as either driver answers them: PostgreSQL's numeric arrives as a string. */
function storedQueryCounts(rows: readonly SqlRow[]): StoredQueryCount[] {
  return rows.map(({ query, count }) => ({ query: String(query), count: Number(count) }))
}

export function searchQueryStatements(run: RunSql): SearchQueryStatements {
  return {
    async count(query, at) {
      const now = at.toISOString()
      const rows = await run`INSERT INTO search_queries (query, count, last_searched_at, updated_at, created_at)
        VALUES (${query}, 1, ${now}, ${now}, ${now})
        ON CONFLICT (query) DO UPDATE SET count = search_queries.count + 1,
        last_searched_at = excluded.last_searched_at, updated_at = excluded.updated_at RETURNING count`
      return Number(rows[0]?.count)
    },
    async miss(query, at) {
      const now = at.toISOString()
      await run`INSERT INTO search_queries (query, count, misses, last_searched_at, updated_at, created_at)
        VALUES (${query}, 0, 1, ${now}, ${now}, ${now})
        ON CONFLICT (query) DO UPDATE SET misses = search_queries.misses + 1,
        last_searched_at = excluded.last_searched_at, updated_at = excluded.updated_at`
    },
    async top(minCount, limit) {
      return storedQueryCounts(
        await run`SELECT query, count FROM search_queries WHERE count >= ${minCount} ORDER BY count DESC, query LIMIT ${limit}`,
      )
    },
  }
}
