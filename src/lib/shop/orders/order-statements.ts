import type { RunSql } from '@/lib/db'
import type { OrderStatus } from './order-statuses'

/** An order's status moves only by this claim, so a retry, a second click or a webhook settles it once. */
export interface OrderStatements {
  /** Moves the order to `to` if its status is one of `from`: true when this call made the change. */
  claim(orderId: number, to: OrderStatus, from: readonly OrderStatus[], now: Date): Promise<boolean>
}

export function orderStatements(run: RunSql): OrderStatements {
  return {
    async claim(orderId, to, from, now) {
      if (from.length === 0) return false
      const rows = await run`UPDATE orders SET status = ${to}, updated_at = ${now.toISOString()}
        WHERE id = ${orderId} AND status IN ${[...from]} RETURNING id`
      return rows.length === 1
    },
  }
}
