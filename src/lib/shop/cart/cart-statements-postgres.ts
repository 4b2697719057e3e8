import { postgresSql as sql, type PostgresQuery as SQL } from '@/lib/db'
import type { CartChange, LineKey } from './cart-change'
import type { CartSql } from './cart-statements'

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

/** PostgreSQL's cart SQL: jsonb_array_elements WITH ORDINALITY keeps each line's position. */
export const postgresCartSql: CartSql<SQL> = {
  add,
  change,
  remove: ({ line }) => ({
    set: sql`coalesce((SELECT jsonb_agg(item ORDER BY position) FROM ${ELEMENTS} WHERE NOT ${matches(line)}), ${EMPTY})`,
    where: ALWAYS,
  }),
  merge,
  clear: { set: EMPTY, where: ALWAYS },
  update: (customerId, { set, where }, now) =>
    sql`UPDATE customers SET cart = ${set}, updated_at = ${now.toISOString()}::timestamptz
          WHERE id = ${customerId}::int AND ${where} RETURNING cart`,
  select: (customerId) => sql`SELECT cart FROM customers WHERE id = ${customerId}::int`,
}
