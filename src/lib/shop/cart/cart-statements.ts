import type { CartChange } from './cart-change'

/** The cart column as the UPDATE returned it (JSON text in SQLite, jsonb in PostgreSQL), or null when held back. */
export type RawCart = { cart: unknown }

/**
 * One database's cart statements. Each change is a single UPDATE of the customer's own row whose new value
 * and conditions read only that row, so concurrent changes to one cart serialise on it: SQLite runs one
 * writer at a time, and PostgreSQL re-evaluates the statement against the newest version of a row another
 * transaction changed meanwhile. A change held back by its condition (the cart is full, the line to change is
 * not there) returns null.
 */
export interface CartStatements {
  change(customerId: number, change: CartChange, now: Date): Promise<RawCart | null>
  read(customerId: number): Promise<RawCart | null>
}
