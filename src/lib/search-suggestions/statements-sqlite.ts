import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { type SearchQueryStatements, storedQueryCounts } from './statements'

type Client = SQLiteAdapter['client']

export function sqliteSearchQueryStatements(client: Client): SearchQueryStatements {
  return {
    async count(query, at) {
      const now = at.toISOString()
      const result = await client.execute({
        sql: `INSERT INTO search_queries (query, count, last_searched_at, updated_at, created_at) VALUES (?, 1, ?, ?, ?)
              ON CONFLICT(query) DO UPDATE SET count = count + 1, last_searched_at = excluded.last_searched_at,
              updated_at = excluded.updated_at RETURNING count`,
        args: [query, now, now, now],
      })
      return Number(result.rows[0]?.count)
    },
    async top(minCount, limit) {
      const result = await client.execute({
        sql: 'SELECT query, count FROM search_queries WHERE count >= ? ORDER BY count DESC, query LIMIT ?',
        args: [minCount, limit],
      })
      return storedQueryCounts(result.rows)
    },
  }
}
