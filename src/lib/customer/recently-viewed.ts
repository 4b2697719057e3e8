import 'server-only'
import type { Payload } from 'payload'
import { mergeViews, viewsIn, type View } from '@/lib/recently-viewed/views'
import { recentlyViewedStatements } from './recently-viewed-statements'

export type RecentlyViewedOutcome = { ok: true; views: View[] } | { ok: false; reason: 'no-customer' | 'contended' }

/** Writes racing for one customer's list are rare (their own browsers); past this many the caller tries later. */
const ATTEMPTS = 5

/**
 * Merges `views` into the customer's recently viewed list (newest first, each work once, at most twelve) by a
 * read-modify-write that retries when another write changed the list between its read and its write, so that
 * neither loses the other's views. Views dated in the future count as now: a browser's clock cannot pin a work
 * above the ones viewed after it. `replace` clears the list first instead (the visitor's "Clear").
 */
export async function mergeRecentlyViewed(
  payload: Payload,
  customerId: number,
  views: readonly View[],
  now: Date,
  { replace = false }: { replace?: boolean } = {},
): Promise<RecentlyViewedOutcome> {
  const statements = recentlyViewedStatements(payload)
  const dated = views.map((view) => ({ id: view.id, at: Math.min(view.at, now.getTime()) }))
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const read = await statements.read(customerId)
    if (!read) return { ok: false, reason: 'no-customer' }
    const stored = typeof read.raw === 'string' ? safeJson(read.raw) : read.raw
    const merged = replace ? mergeViews(dated) : mergeViews(dated, viewsIn(stored))
    if (await statements.replace(customerId, read, JSON.stringify(merged), now)) return { ok: true, views: merged }
  }
  return { ok: false, reason: 'contended' }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
