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

/** A change as SQL: the cart's new value, and the condition the row must meet for the UPDATE to take it. */
type CartClauses<Query> = { set: Query; where: Query }

type ChangeOf<Kind extends CartChange['kind']> = Extract<CartChange, { kind: Kind }>

/** One dialect's SQL for the cart: a change's clauses by kind, and the two statements that use them. */
export interface CartSql<Query> {
  add(change: ChangeOf<'add'>): CartClauses<Query>
  change(change: ChangeOf<'change'>): CartClauses<Query>
  remove(change: ChangeOf<'remove'>): CartClauses<Query>
  merge(change: ChangeOf<'merge'>): CartClauses<Query>
  clear: CartClauses<Query>
  /** `UPDATE customers SET cart = set, updated_at = now WHERE id = customerId AND where RETURNING cart` */
  update(customerId: number, clauses: CartClauses<Query>, now: Date): Query
  select(customerId: number): Query
}

function clausesOf<Query>(dialect: CartSql<Query>, cartChange: CartChange): CartClauses<Query> {
  switch (cartChange.kind) {
    case 'add':
      return dialect.add(cartChange)
    case 'change':
      return dialect.change(cartChange)
    case 'remove':
      return dialect.remove(cartChange)
    case 'merge':
      return dialect.merge(cartChange)
    case 'clear':
      return dialect.clear
  }
}

const firstRow = (rows: unknown[]): RawCart | null => (rows[0] as RawCart | undefined) ?? null

/** The cart statements of one dialect's SQL, each run by `execute`. */
export function cartStatementsOf<Query>(
  dialect: CartSql<Query>,
  execute: (query: Query) => Promise<unknown[]>,
): CartStatements {
  return {
    async change(customerId, cartChange, now) {
      return firstRow(await execute(dialect.update(customerId, clausesOf(dialect, cartChange), now)))
    },
    async read(customerId) {
      return firstRow(await execute(dialect.select(customerId)))
    },
  }
}
