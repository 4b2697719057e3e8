import 'server-only'
import type { Payload } from 'payload'
import { sql } from '@/lib/db'

/** The list as the customer's row holds it: JSON text in SQLite, jsonb (parsed) in PostgreSQL, or null. */
export type StoredViews = { raw: unknown }

/**
 * The read and the conditional write of a read-modify-write. The write replaces the list only while the row still
 * holds what was read, compared by value (`IS` on SQLite's text, `IS NOT DISTINCT FROM` on jsonb), so that a write
 * racing another for the same customer changes nothing and answers false instead of losing the other's views.
 */
export interface RecentlyViewedStatements {
  read(customerId: number): Promise<StoredViews | null>
  replace(customerId: number, read: StoredViews, views: string, now: Date): Promise<boolean>
}

export function recentlyViewedStatements(payload: Payload): RecentlyViewedStatements {
  const db = sql(payload)
  return {
    async read(customerId) {
      const [row] = await db.run`SELECT recently_viewed FROM customers WHERE id = ${customerId}`
      return row ? { raw: row.recently_viewed ?? null } : null
    },
    async replace(customerId, read, views, now) {
      const rows =
        db.dialect === 'sqlite'
          ? await db.run`UPDATE customers SET recently_viewed = ${views}, updated_at = ${now.toISOString()}
              WHERE id = ${customerId} AND recently_viewed IS ${typeof read.raw === 'string' ? read.raw : null}
              RETURNING id`
          : await db.run`UPDATE customers SET recently_viewed = ${views}::jsonb, updated_at = ${now}
              WHERE id = ${customerId} AND recently_viewed IS NOT DISTINCT FROM ${read.raw === null ? null : JSON.stringify(read.raw)}::jsonb
              RETURNING id`
      return rows.length === 1
    },
  }
}
