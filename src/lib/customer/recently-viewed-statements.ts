import 'server-only'
import type { SqlTransaction } from '@/lib/db'

/**
 * The read and the write of a read-modify-write, run in one transaction that holds the customer's row from the
 * read on: PostgreSQL locks it (FOR UPDATE) and SQLite's transaction took the database's write lock when it
 * began, so a second merge for the same customer waits for the first to commit and reads what it wrote.
 */
export function recentlyViewedStatements(db: SqlTransaction) {
  return {
    /** The stored list (JSON text in SQLite, jsonb parsed in PostgreSQL), or undefined without such a customer. */
    async readForUpdate(customerId: number): Promise<{ stored: unknown } | undefined> {
      const [row] =
        db.dialect === 'sqlite'
          ? await db.run`SELECT recently_viewed FROM customers WHERE id = ${customerId}`
          : await db.run`SELECT recently_viewed FROM customers WHERE id = ${customerId} FOR UPDATE`
      if (!row) return undefined
      const stored = row.recently_viewed
      return { stored: typeof stored === 'string' ? parsedOrNull(stored) : stored }
    },
    async write(customerId: number, views: string, now: Date): Promise<void> {
      if (db.dialect === 'sqlite')
        await db.run`UPDATE customers SET recently_viewed = ${views}, updated_at = ${now.toISOString()} WHERE id = ${customerId}`
      else
        await db.run`UPDATE customers SET recently_viewed = ${views}::jsonb, updated_at = ${now} WHERE id = ${customerId}`
    },
  }
}

function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
