import { sqliteSql as sql, type SqliteQuery as SQL, type SqliteStatements } from '@/lib/db'
import type { ListChange, ListStatements, RawLists } from './list-statements'

const ARTWORKS = sql.raw("coalesce(customers.artworks, '[]')")
const ARTISTS = sql.raw("coalesce(customers.artists, '[]')")
const ALWAYS = sql.raw('1')

function clauses(change: ListChange): { set: SQL; where: SQL } {
  switch (change.kind) {
    case 'save-artwork':
      return {
        set: sql`artworks = json_insert(${ARTWORKS}, '$[#]', ${change.artworkId})`,
        where: sql`json_array_length(${ARTWORKS}) < ${change.max} AND NOT EXISTS (SELECT 1 FROM json_each(${ARTWORKS}) WHERE value = ${change.artworkId})`,
      }
    case 'unsave-artwork':
      return {
        set: sql`artworks = (SELECT json_group_array(value) FROM json_each(${ARTWORKS}) WHERE value <> ${change.artworkId})`,
        where: ALWAYS,
      }
    case 'follow-artist':
      return {
        set: sql`artists = json_insert(${ARTISTS}, '$[#]', json_object('slug', ${change.slug}, 'label', ${change.label}))`,
        where: sql`json_array_length(${ARTISTS}) < ${change.max} AND NOT EXISTS (SELECT 1 FROM json_each(${ARTISTS}) WHERE json_extract(value, '$.slug') = ${change.slug})`,
      }
    case 'unfollow-artist':
      return {
        set: sql`artists = (SELECT json_group_array(json(value)) FROM json_each(${ARTISTS}) WHERE json_extract(value, '$.slug') <> ${change.slug})`,
        where: ALWAYS,
      }
  }
}

const firstRow = (rows: unknown[]): RawLists | null => (rows[0] as RawLists | undefined) ?? null

export function sqliteListStatements({ execute }: SqliteStatements): ListStatements {
  return {
    async change(customerId, change, now) {
      const { set, where } = clauses(change)
      return firstRow(
        await execute(
          sql`UPDATE customers SET ${set}, updated_at = ${now.toISOString()} WHERE id = ${customerId} AND ${where} RETURNING artworks, artists`,
        ),
      )
    },
    async read(customerId) {
      return firstRow(await execute(sql`SELECT artworks, artists FROM customers WHERE id = ${customerId}`))
    },
  }
}
