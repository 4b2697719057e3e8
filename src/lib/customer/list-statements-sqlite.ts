import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { ListChange, ListStatements, RawLists } from './list-statements'

const ARTWORKS = "coalesce(customers.artworks, '[]')"
const ARTISTS = "coalesce(customers.artists, '[]')"

type Client = SQLiteAdapter['client']
type Clause = { sql: string; args: (string | number)[] }
const ALWAYS: Clause = { sql: '1', args: [] }

function clauses(change: ListChange): { set: Clause; where: Clause } {
  switch (change.kind) {
    case 'save-artwork':
      return {
        set: { sql: `artworks = json_insert(${ARTWORKS}, '$[#]', ?)`, args: [change.artworkId] },
        where: {
          sql: `json_array_length(${ARTWORKS}) < ? AND NOT EXISTS (SELECT 1 FROM json_each(${ARTWORKS}) WHERE value = ?)`,
          args: [change.max, change.artworkId],
        },
      }
    case 'unsave-artwork':
      return {
        set: {
          sql: `artworks = (SELECT json_group_array(value) FROM json_each(${ARTWORKS}) WHERE value <> ?)`,
          args: [change.artworkId],
        },
        where: ALWAYS,
      }
    case 'follow-artist':
      return {
        set: {
          sql: `artists = json_insert(${ARTISTS}, '$[#]', json_object('slug', ?, 'label', ?))`,
          args: [change.slug, change.label],
        },
        where: {
          sql: `json_array_length(${ARTISTS}) < ? AND NOT EXISTS (SELECT 1 FROM json_each(${ARTISTS}) WHERE json_extract(value, '$.slug') = ?)`,
          args: [change.max, change.slug],
        },
      }
    case 'unfollow-artist':
      return {
        set: {
          sql: `artists = (SELECT json_group_array(json(value)) FROM json_each(${ARTISTS}) WHERE json_extract(value, '$.slug') <> ?)`,
          args: [change.slug],
        },
        where: ALWAYS,
      }
  }
}

const firstRow = (rows: unknown[]): RawLists | null => (rows[0] as RawLists | undefined) ?? null

export function sqliteListStatements(client: Client): ListStatements {
  return {
    async change(customerId, change, now) {
      const { set, where } = clauses(change)
      const result = await client.execute({
        sql: `UPDATE customers SET ${set.sql}, updated_at = ? WHERE id = ? AND ${where.sql} RETURNING artworks, artists`,
        args: [...set.args, now.toISOString(), customerId, ...where.args],
      })
      return firstRow(result.rows)
    },
    async read(customerId) {
      const result = await client.execute({
        sql: 'SELECT artworks, artists FROM customers WHERE id = ?',
        args: [customerId],
      })
      return firstRow(result.rows)
    },
  }
}
