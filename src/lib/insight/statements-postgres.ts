import { postgresSql, type RunSql } from '@/lib/db'
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

/** A row's week, named by its Monday in UTC as SQLite names it. */
const WEEK = postgresSql.raw("to_char(date_trunc('week', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD')")

/** The aggregates on PostgreSQL, where created_at is a timestamptz. */
export function postgresInsightStatements(run: RunSql): InsightStatements {
  return {
    async mostSavedWorks(limit) {
      return savedWorks(
        await run`SELECT saved.artwork_id AS id, coalesce(titles.title, '') AS title, saved.saves AS saves
          FROM (SELECT item.value::int AS artwork_id, count(*) AS saves
            FROM customers CROSS JOIN LATERAL jsonb_array_elements_text(customers.artworks) AS item(value)
            GROUP BY item.value ORDER BY saves DESC, artwork_id LIMIT ${limit}) AS saved
          LEFT JOIN artworks_locales AS titles ON titles._parent_id = saved.artwork_id AND titles._locale = 'en-US'
          ORDER BY saved.saves DESC, saved.artwork_id`,
      )
    },
    async mostFollowedArtists(limit) {
      return followedArtists(
        await run`SELECT item.value->>'slug' AS slug, max(item.value->>'label') AS name, count(*) AS followers
          FROM customers CROSS JOIN LATERAL jsonb_array_elements(customers.artists) AS item(value)
          GROUP BY 1 ORDER BY followers DESC, slug LIMIT ${limit}`,
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
