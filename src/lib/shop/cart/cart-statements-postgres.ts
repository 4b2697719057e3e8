import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { CartChange, LineKey } from './cart-change'
import type { CartStatements, RawCart } from './cart-statements'

/** Runs one statement on the pool or on the request's open transaction. */
export type PostgresRun = (query: SQL) => Promise<unknown[]>

const CART = sql.raw("coalesce(customers.cart, '[]'::jsonb)")
const ALWAYS = sql.raw('true')
const ELEMENTS = sql`jsonb_array_elements(${CART}) WITH ORDINALITY AS list(item, position)`
const EMPTY = sql.raw("'[]'::jsonb")

const matches = ({ artwork, variant }: LineKey) =>
  sql`((item->>'artwork')::int = ${artwork}::int AND item->>'variant' = ${variant}::text)`
const holds = (line: LineKey) => sql`EXISTS (SELECT 1 FROM ${ELEMENTS} WHERE ${matches(line)})`
const capped = (quantity: SQL, cap: number) => sql`greatest(1, least(${quantity}, ${cap}::int))`

function add({ line, cap, maxLines }: Extract<CartChange, { kind: 'add' }>) {
  const raised = capped(sql`(item->>'quantity')::int + ${line.quantity}::int`, cap)
  const fresh = sql`jsonb_build_object('artwork', ${line.artwork}::int, 'variant', ${line.variant}::text, 'quantity', ${capped(sql`${line.quantity}::int`, cap)})`
  return {
    set: sql`CASE WHEN ${holds(line)}
      THEN (SELECT jsonb_agg(CASE WHEN ${matches(line)} THEN jsonb_set(item, '{quantity}', to_jsonb(${raised})) ELSE item END ORDER BY position) FROM ${ELEMENTS})
      ELSE ${CART} || jsonb_build_array(${fresh}) END`,
    where: sql`(${holds(line)} OR jsonb_array_length(${CART}) < ${maxLines}::int)`,
  }
}

/** The line takes its new option and quantity; another line already in that option gives way to it. */
function change({ from, variant, quantity, cap }: Extract<CartChange, { kind: 'change' }>) {
  const to = { artwork: from.artwork, variant }
  const kept = capped(sql`coalesce(${quantity ?? null}::int, (item->>'quantity')::int)`, cap)
  const moved = sql`jsonb_build_object('artwork', ${from.artwork}::int, 'variant', ${variant}::text, 'quantity', ${kept})`
  return {
    set: sql`coalesce((SELECT jsonb_agg(CASE WHEN ${matches(from)} THEN ${moved} ELSE item END ORDER BY position)
      FROM ${ELEMENTS} WHERE ${matches(from)} OR NOT ${matches(to)}), ${EMPTY})`,
    where: holds(from),
  }
}

/** Union by work and option, the larger quantity of a line in both, the cart's own lines first, at most maxLines. */
function merge({ lines, maxLines }: Extract<CartChange, { kind: 'merge' }>) {
  const fields = sql.raw(
    "(item->>'artwork')::int AS artwork, item->>'variant' AS variant, (item->>'quantity')::int AS quantity",
  )
  const incoming = sql`jsonb_array_elements(${JSON.stringify(lines)}::jsonb) WITH ORDINALITY AS list(item, position)`
  return {
    set: sql`coalesce((SELECT jsonb_agg(jsonb_build_object('artwork', artwork, 'variant', variant, 'quantity', quantity) ORDER BY position)
      FROM (SELECT artwork, variant, max(quantity) AS quantity, min(position) AS position
        FROM (SELECT ${fields}, position FROM ${ELEMENTS}
          UNION ALL SELECT ${fields}, ${maxLines}::int + position FROM ${incoming}) AS lines
        GROUP BY artwork, variant ORDER BY position LIMIT ${maxLines}::int) AS merged), ${EMPTY})`,
    where: ALWAYS,
  }
}

function clauses(cartChange: CartChange): { set: SQL; where: SQL } {
  switch (cartChange.kind) {
    case 'add':
      return add(cartChange)
    case 'change':
      return change(cartChange)
    case 'remove':
      return {
        set: sql`coalesce((SELECT jsonb_agg(item ORDER BY position) FROM ${ELEMENTS} WHERE NOT ${matches(cartChange.line)}), ${EMPTY})`,
        where: ALWAYS,
      }
    case 'merge':
      return merge(cartChange)
    case 'clear':
      return { set: EMPTY, where: ALWAYS }
  }
}

const firstRow = (rows: unknown[]): RawCart | null => (rows[0] as RawCart | undefined) ?? null

export function postgresCartStatements(run: PostgresRun): CartStatements {
  return {
    async change(customerId, cartChange, now) {
      const { set, where } = clauses(cartChange)
      return firstRow(
        await run(sql`UPDATE customers SET cart = ${set}, updated_at = ${now.toISOString()}::timestamptz
          WHERE id = ${customerId}::int AND ${where} RETURNING cart`),
      )
    },
    async read(customerId) {
      return firstRow(await run(sql`SELECT cart FROM customers WHERE id = ${customerId}::int`))
    },
  }
}
