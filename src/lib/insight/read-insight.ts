import 'server-only'
import type { Payload } from 'payload'
import { sql } from '@/lib/db'
import { postgresInsightStatements } from './statements-postgres'
import { sqliteInsightStatements } from './statements-sqlite'
import type { InsightStatements } from './statements'
import { insightFigures, type InsightFigures } from './figures'
import { lastWeeks } from './weeks'

/** How many entries the ranked charts show, and how many weeks the weekly ones. */
export const INSIGHT_TOP = 10
export const INSIGHT_WEEKS = 12

export function insightStatementsOf(payload: Payload): InsightStatements {
  const statements = sql(payload)
  return statements.dialect === 'sqlite'
    ? sqliteInsightStatements(statements.run)
    : postgresInsightStatements(statements.run)
}

/** Every figure of the staff's insight dashboard, read at `now`. */
export async function readInsight(payload: Payload, now = new Date()): Promise<InsightFigures> {
  const statements = insightStatementsOf(payload)
  const weeks = lastWeeks(now, INSIGHT_WEEKS)
  const since = `${weeks[0]}T00:00:00.000Z`
  const [savedWorks, followedArtists, fruitlessSearches, enquiries, orders, conversions] = await Promise.all([
    statements.mostSavedWorks(INSIGHT_TOP),
    statements.mostFollowedArtists(INSIGHT_TOP),
    statements.searchesFoundNothing(INSIGHT_TOP),
    statements.enquiriesByWeek(since),
    statements.ordersByWeek(since),
    statements.conversionByWeek(since),
  ])
  return insightFigures({ weeks, savedWorks, followedArtists, fruitlessSearches, enquiries, orders, conversions })
}
