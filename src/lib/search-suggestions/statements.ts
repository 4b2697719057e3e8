import type { StoredQueryCount } from './build'

/**
 * The search-queries table's two statements. Counting is one INSERT ... ON CONFLICT DO UPDATE, so concurrent
 * searches for one query serialise on its row (or its unique index) and none is lost, on either database.
 */
export interface SearchQueryStatements {
  /** Counts one more search for `query` (normalised) and answers its new count. */
  count(query: string, at: Date): Promise<number>
  /** The queries searched at least `minCount` times, most searched first. */
  top(minCount: number, limit: number): Promise<StoredQueryCount[]>
}

/** Rows as either driver answers them: PostgreSQL's numeric arrives as a string. */
export function storedQueryCounts(rows: readonly unknown[]): StoredQueryCount[] {
  return rows.map((row) => {
    const { query, count } = row as { query: unknown; count: unknown }
    return { query: String(query), count: Number(count) }
  })
}
