import 'server-only'
import type { Payload } from 'payload'
import { sql } from '@/lib/db'
import { mergeViews, viewsIn, type View } from '@/lib/recently-viewed/views'
import { recentlyViewedStatements } from './recently-viewed-statements'

/**
 * Merges `views` into the customer's recently viewed list (newest first, each work once, at most twelve) and
 * answers the list, or null without such a customer. A read-modify-write in one transaction holding the row
 * (recently-viewed-statements.ts), so that merges racing from several browsers each see the other's views.
 * Views dated in the future count as now: a browser's clock cannot pin a work above the ones viewed after it.
 * `replace` puts `views` in the list's place instead (none: the visitor's "Clear").
 */
export function mergeRecentlyViewed(
  payload: Payload,
  customerId: number,
  views: readonly View[],
  now: Date,
  { replace = false }: { replace?: boolean } = {},
): Promise<View[] | null> {
  const dated = views.map((view) => ({ id: view.id, at: Math.min(view.at, now.getTime()) }))
  return sql(payload).transaction(async (transaction) => {
    const statements = recentlyViewedStatements(transaction)
    const read = await statements.readForUpdate(customerId)
    if (!read) return null
    const merged = replace ? mergeViews(dated) : mergeViews(dated, viewsIn(read.stored))
    await statements.write(customerId, JSON.stringify(merged), now)
    return merged
  })
}
