import { sqliteSql as sql, type SqliteQuery as SQL } from '@/lib/db'
import type { CartChange, LineKey } from './cart-change'
import type { CartSql } from './cart-statements'

const CART = sql.raw("coalesce(customers.cart, '[]')")
const ALWAYS = sql.raw('1')

const matches = ({ artwork, variant }: LineKey) =>
  sql`(json_extract(value, '$.artwork') = ${artwork} AND json_extract(value, '$.variant') = ${variant})`
const holds = (line: LineKey) => sql`EXISTS (SELECT 1 FROM json_each(${CART}) WHERE ${matches(line)})`
const capped = (quantity: SQL, cap: number) => sql`max(1, min(${quantity}, ${cap}))`

function add({ line, cap, maxLines }: Extract<CartChange, { kind: 'add' }>) {
  const raised = capped(sql`json_extract(value, '$.quantity') + ${line.quantity}`, cap)
  const fresh = sql`json_object('artwork', ${line.artwork}, 'variant', ${line.variant}, 'quantity', ${capped(sql`${line.quantity}`, cap)})`
  return {
    set: sql`CASE WHEN ${holds(line)}
      THEN (SELECT json_group_array(json(CASE WHEN ${matches(line)} THEN json_set(value, '$.quantity', ${raised}) ELSE value END)) FROM json_each(${CART}))
      ELSE json_insert(${CART}, '$[#]', json(${fresh})) END`,
    where: sql`(${holds(line)} OR json_array_length(${CART}) < ${maxLines})`,
  }
}

/** The line takes its new option and quantity; another line already in that option gives way to it. */
function change({ from, variant, quantity, cap }: Extract<CartChange, { kind: 'change' }>) {
  const to = { artwork: from.artwork, variant }
  const kept = capped(sql`coalesce(${quantity ?? null}, json_extract(value, '$.quantity'))`, cap)
  const moved = sql`json_object('artwork', ${from.artwork}, 'variant', ${variant}, 'quantity', ${kept})`
  return {
    set: sql`(SELECT json_group_array(json(CASE WHEN ${matches(from)} THEN ${moved} ELSE value END))
      FROM json_each(${CART}) WHERE ${matches(from)} OR NOT ${matches(to)})`,
    where: holds(from),
  }
}

/** Union by work and option, the larger quantity of a line in both, the cart's own lines first, at most maxLines. */
function merge({ lines, maxLines }: Extract<CartChange, { kind: 'merge' }>) {
  const fields = sql.raw(
    "json_extract(value, '$.artwork') AS artwork, json_extract(value, '$.variant') AS variant, json_extract(value, '$.quantity') AS quantity",
  )
  return {
    set: sql`(SELECT json_group_array(json_object('artwork', artwork, 'variant', variant, 'quantity', quantity) ORDER BY position)
      FROM (SELECT artwork, variant, max(quantity) AS quantity, min(position) AS position
        FROM (SELECT ${fields}, key AS position FROM json_each(${CART})
          UNION ALL SELECT ${fields}, ${maxLines} + key AS position FROM json_each(${JSON.stringify(lines)}))
        GROUP BY artwork, variant ORDER BY position LIMIT ${maxLines}))`,
    where: ALWAYS,
  }
}

/** SQLite's cart SQL: json_each walks the lines in order, json_group_array writes them back. */
export const sqliteCartSql: CartSql<SQL> = {
  add,
  change,
  remove: ({ line }) => ({
    set: sql`(SELECT json_group_array(json(value)) FROM json_each(${CART}) WHERE NOT ${matches(line)})`,
    where: ALWAYS,
  }),
  merge,
  clear: { set: sql.raw("'[]'"), where: ALWAYS },
  update: (customerId, { set, where }, now) =>
    sql`UPDATE customers SET cart = ${set}, updated_at = ${now.toISOString()}
          WHERE id = ${customerId} AND ${where} RETURNING cart`,
  select: (customerId) => sql`SELECT cart FROM customers WHERE id = ${customerId}`,
}
