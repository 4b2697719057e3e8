import { sqlNumber, type RunSql, type SqlTransaction } from '@/lib/db'
import type { OrderStatus } from './order-statuses'

/** Who placed an order, as the caps on unpaid orders count them: any one of these keys counts. */
export type BuyerKeys = { email: string; customerId?: number; clientAddress?: string }

/** What one buyer's unpaid orders (requested or pending) hold: how many orders, how many units of works. */
export type OpenOrders = { orders: number; units: number }

/** An order's status moves only by this claim, so a retry, a second click or a webhook settles it once. */
export interface OrderStatements {
  /** Moves the order to `to` if its status is one of `from`: true when this call made the change. */
  claim(orderId: number, to: OrderStatus, from: readonly OrderStatus[], now: Date): Promise<boolean>
  /** Cancels a pending order whose hold has run out: true for the one caller (of any instance) that did it. */
  claimExpiry(orderId: number, now: Date): Promise<boolean>
  /** Sets until when the order's works are held. */
  holdUntil(orderId: number, until: Date | null): Promise<void>
  /** Makes concurrent orders of the same buyer wait for each other, so that the caps count every one of them. */
  lockBuyer(keys: BuyerKeys): Promise<void>
  /** The unpaid orders any of the buyer's keys placed, and the units of works they hold or ask for. */
  openOrders(keys: BuyerKeys): Promise<OpenOrders>
}

const OPEN: readonly OrderStatus[] = ['requested', 'pending']

function buyerLockKeys({ email, customerId, clientAddress }: BuyerKeys): string[] {
  const keys = [`order-email:${email.toLowerCase()}`]
  if (customerId !== undefined) keys.push(`order-customer:${customerId}`)
  if (clientAddress) keys.push(`order-address:${clientAddress}`)
  return keys.sort()
}

export function orderStatements(statements: Pick<SqlTransaction, 'dialect' | 'run'>): OrderStatements {
  const run: RunSql = statements.run
  return {
    async claim(orderId, to, from, now) {
      if (from.length === 0) return false
      const rows = await run`UPDATE orders SET status = ${to}, updated_at = ${now.toISOString()}
        WHERE id = ${orderId} AND status IN ${[...from]} RETURNING id`
      return rows.length === 1
    },
    async claimExpiry(orderId, now) {
      const at = now.toISOString()
      const rows = await run`UPDATE orders SET status = 'cancelled', updated_at = ${at}
        WHERE id = ${orderId} AND status = 'pending' AND hold_until IS NOT NULL AND hold_until <= ${at} RETURNING id`
      return rows.length === 1
    },
    async holdUntil(orderId, until) {
      await run`UPDATE orders SET hold_until = ${until ? until.toISOString() : null} WHERE id = ${orderId}`
    },
    async lockBuyer(keys) {
      // SQLite's BEGIN IMMEDIATE already runs one writer at a time; PostgreSQL needs a lock per buyer key.
      if (statements.dialect !== 'postgres') return
      for (const key of buyerLockKeys(keys)) await run`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`
    },
    async openOrders({ email, customerId, clientAddress }) {
      const [row] = await run`SELECT COUNT(*) AS orders, COALESCE(SUM((SELECT SUM(line.quantity) FROM orders_lines line
          WHERE line._parent_id = o.id AND line.kind = 'artwork')), 0) AS units
        FROM orders o WHERE o.status IN ${[...OPEN]} AND (lower(o.email) = ${email.toLowerCase()}
          OR o.customer_id = ${customerId ?? null} OR o.client_address = ${clientAddress ?? null})`
      return { orders: sqlNumber(row?.orders) ?? 0, units: sqlNumber(row?.units) ?? 0 }
    },
  }
}
