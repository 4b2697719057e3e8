import type { RunSql } from '@/lib/db'
import { fruitlessSearches, rankedLists, weekConversions, weekCounts, type InsightStatements } from './statements'

/** The aggregates on SQLite, where created_at is ISO text and a week is named by its Monday. */
export function sqliteInsightStatements(run: RunSql): InsightStatements {
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
        await run`SELECT date(created_at, 'weekday 0', '-6 days') AS week, count(*) AS count FROM enquiries
          WHERE created_at >= ${since} GROUP BY week ORDER BY week`,
      )
    },
    async ordersByWeek(since) {
      return weekCounts(
        await run`SELECT date(created_at, 'weekday 0', '-6 days') AS week, count(*) AS count FROM orders
          WHERE created_at >= ${since} AND status <> 'cancelled' GROUP BY week ORDER BY week`,
      )
    },
    async conversionByWeek(since) {
      return weekConversions(
        await run`SELECT date(enquiries.created_at, 'weekday 0', '-6 days') AS week, count(*) AS enquiries,
            sum(CASE WHEN EXISTS (SELECT 1 FROM orders WHERE orders.email = enquiries.email
              AND orders.created_at >= enquiries.created_at AND orders.status <> 'cancelled') THEN 1 ELSE 0 END) AS converted
          FROM enquiries WHERE enquiries.created_at >= ${since} GROUP BY week ORDER BY week`,
      )
    },
  }
}
