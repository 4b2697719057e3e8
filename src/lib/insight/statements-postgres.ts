import { postgresSql, type RunSql } from '@/lib/db'
import { fruitlessSearches, rankedLists, weekConversions, weekCounts, type InsightStatements } from './statements'

/** A row's week, named by its Monday in UTC as SQLite names it. */
const WEEK = postgresSql.raw("to_char(date_trunc('week', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD')")

/** The aggregates on PostgreSQL, where created_at is a timestamptz. */
export function postgresInsightStatements(run: RunSql): InsightStatements {
  return {
    ...rankedLists(run),
    async searchesFoundNothing(limit) {
      return fruitlessSearches(
        await run`SELECT query, misses AS searches FROM search_queries WHERE misses > 0
          ORDER BY misses DESC, query LIMIT ${limit}`,
      )
    },
    async enquiriesByWeek(since) {
      return weekCounts(
        await run`SELECT ${WEEK} AS week, count(*) AS count FROM enquiries
          WHERE created_at >= ${since}::timestamptz GROUP BY 1 ORDER BY 1`,
      )
    },
    async ordersByWeek(since) {
      return weekCounts(
        await run`SELECT ${WEEK} AS week, count(*) AS count FROM orders
          WHERE created_at >= ${since}::timestamptz AND status <> 'cancelled' GROUP BY 1 ORDER BY 1`,
      )
    },
    async conversionByWeek(since) {
      return weekConversions(
        await run`SELECT ${WEEK} AS week, count(*) AS enquiries,
            count(*) FILTER (WHERE EXISTS (SELECT 1 FROM orders WHERE orders.email = enquiries.email
              AND orders.created_at >= enquiries.created_at AND orders.status <> 'cancelled')) AS converted
          FROM enquiries WHERE created_at >= ${since}::timestamptz GROUP BY 1 ORDER BY 1`,
      )
    },
  }
}
