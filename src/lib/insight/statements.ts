import type { SqlRow } from '@/lib/db'
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
