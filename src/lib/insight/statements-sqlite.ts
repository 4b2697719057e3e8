import type { RunSql } from '@/lib/db'
import {
  followedArtists,
  fruitlessSearches,
  savedWorks,
  weekConversions,
  weekCounts,
  type InsightStatements,
} from './statements'

// The customers' lists are JSON arrays on their rows (src/lib/customer), so these two unnest every list: no
// index can serve them, and bench/insight.ts measures them at 10,000 customers and 100,000 saves. The top works
// are ranked before their titles are joined, so only ten rows reach the join.

/** The aggregates on SQLite, where created_at is ISO text and a week is named by its Monday. */
export function sqliteInsightStatements(run: RunSql): InsightStatements {
  return {
    async mostSavedWorks(limit) {
      return savedWorks(
        await run`SELECT saved.artwork_id AS id, coalesce(titles.title, '') AS title, saved.saves AS saves
          FROM (SELECT item.value AS artwork_id, count(*) AS saves FROM customers, json_each(customers.artworks) AS item
            GROUP BY item.value ORDER BY saves DESC, item.value LIMIT ${limit}) AS saved
          LEFT JOIN artworks_locales AS titles ON titles._parent_id = saved.artwork_id AND titles._locale = 'en-US'
          ORDER BY saved.saves DESC, saved.artwork_id`,
      )
    },
    async mostFollowedArtists(limit) {
      return followedArtists(
        await run`SELECT json_extract(item.value, '$.slug') AS slug, max(json_extract(item.value, '$.label')) AS name,
            count(*) AS followers
          FROM customers, json_each(customers.artists) AS item
          GROUP BY slug ORDER BY followers DESC, slug LIMIT ${limit}`,
      )
    },
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
