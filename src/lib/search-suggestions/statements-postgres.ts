import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { type SearchQueryStatements, storedQueryCounts } from './statements'

type Pool = NonNullable<PostgresAdapter['pool']>

export function postgresSearchQueryStatements(pool: Pool): SearchQueryStatements {
  return {
    async count(query, at) {
      const result = await pool.query<{ count: string }>(
        `INSERT INTO search_queries (query, count, last_searched_at, updated_at, created_at) VALUES ($1, 1, $2, $2, $2)
         ON CONFLICT (query) DO UPDATE SET count = search_queries.count + 1,
         last_searched_at = excluded.last_searched_at, updated_at = excluded.updated_at RETURNING count`,
        [query, at],
      )
      return Number(result.rows[0]?.count)
    },
    async top(minCount, limit) {
      const result = await pool.query(
        'SELECT query, count FROM search_queries WHERE count >= $1 ORDER BY count DESC, query LIMIT $2',
        [minCount, limit],
      )
      return storedQueryCounts(result.rows)
    },
  }
}
