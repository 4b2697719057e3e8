import type { RunSql, SqlRow } from '@/lib/db'
import { sqlNumber, sqlText } from '@/lib/db'

export type SavedWork = { id: number; title: string; saves: number }
export type FollowedArtist = { slug: string; name: string; followers: number }
export type FruitlessSearch = { query: string; searches: number }
export type WeekCount = { week: string; count: number }
export type WeekConversion = { week: string; enquiries: number; converted: number }

/**
 * The dashboard's aggregates: each a GROUP BY with ORDER BY and LIMIT, or bounded to the weeks since `since`
 * (the Monday that starts the first week shown, as an ISO time). Cancelled orders count nowhere. An enquiry
 * converted when its email placed an order at or after it.
 */
export interface InsightStatements {
  mostSavedWorks(limit: number): Promise<SavedWork[]>
  mostFollowedArtists(limit: number): Promise<FollowedArtist[]>
  searchesFoundNothing(limit: number): Promise<FruitlessSearch[]>
  enquiriesByWeek(since: string): Promise<WeekCount[]>
  ordersByWeek(since: string): Promise<WeekCount[]>
  conversionByWeek(since: string): Promise<WeekConversion[]>
}

const count = (value: unknown): number => sqlNumber(value) ?? 0
const text = (value: unknown): string => sqlText(value) ?? ''

export const savedWorks = (rows: readonly SqlRow[]): SavedWork[] =>
  rows.map((row) => ({ id: count(row.id), title: text(row.title), saves: count(row.saves) }))

export const followedArtists = (rows: readonly SqlRow[]): FollowedArtist[] =>
  rows.map((row) => ({ slug: text(row.slug), name: text(row.name), followers: count(row.followers) }))

export const fruitlessSearches = (rows: readonly SqlRow[]): FruitlessSearch[] =>
  rows.map((row) => ({ query: text(row.query), searches: count(row.searches) }))

export const weekCounts = (rows: readonly SqlRow[]): WeekCount[] =>
  rows.map((row) => ({ week: text(row.week), count: count(row.count) }))

export const weekConversions = (rows: readonly SqlRow[]): WeekConversion[] =>
  rows.map((row) => ({ week: text(row.week), enquiries: count(row.enquiries), converted: count(row.converted) }))

/**
 * The most saved works and most followed artists, read from the counts that triggers on the customers' lists keep
 * (migration saved_and_followed_counts): an index ranks them, and only the top rows meet their titles and names.
 */
export function rankedLists(run: RunSql): Pick<InsightStatements, 'mostSavedWorks' | 'mostFollowedArtists'> {
  return {
    async mostSavedWorks(limit) {
      return savedWorks(
        await run`SELECT ranked.artwork_id AS id, coalesce(titles.title, '') AS title, ranked.saves AS saves
          FROM (SELECT artwork_id, saves FROM saved_artwork_counts WHERE saves > 0
            ORDER BY saves DESC, artwork_id LIMIT ${limit}) AS ranked
          LEFT JOIN artworks_locales AS titles ON titles._parent_id = ranked.artwork_id AND titles._locale = 'en-US'
          ORDER BY ranked.saves DESC, ranked.artwork_id`,
      )
    },
    async mostFollowedArtists(limit) {
      return followedArtists(
        await run`SELECT ranked.artist_slug AS slug, coalesce(artists.display_name, ranked.artist_slug) AS name,
            ranked.followers AS followers
          FROM (SELECT artist_slug, followers FROM followed_artist_counts WHERE followers > 0
            ORDER BY followers DESC, artist_slug LIMIT ${limit}) AS ranked
          LEFT JOIN artists ON artists.slug = ranked.artist_slug
          ORDER BY ranked.followers DESC, ranked.artist_slug`,
      )
    },
  }
}
