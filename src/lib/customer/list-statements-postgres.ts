import { postgresSql as sql, type PostgresQuery as SQL, type PostgresStatements } from '@/lib/db'
import type { ListChange, ListStatements, RawLists } from './list-statements'

const ARTWORKS = sql.raw("coalesce(customers.artworks, '[]'::jsonb)")
const ARTISTS = sql.raw("coalesce(customers.artists, '[]'::jsonb)")
const ALWAYS = sql.raw('true')

function clauses(change: ListChange): { set: SQL; where: SQL } {
  switch (change.kind) {
    case 'save-artwork':
      return {
        set: sql`artworks = ${ARTWORKS} || jsonb_build_array(${change.artworkId}::int)`,
        where: sql`jsonb_array_length(${ARTWORKS}) < ${change.max} AND NOT ${ARTWORKS} @> jsonb_build_array(${change.artworkId}::int)`,
      }
    case 'unsave-artwork':
      return {
        set: sql`artworks = coalesce((SELECT jsonb_agg(item ORDER BY position) FROM jsonb_array_elements(${ARTWORKS}) WITH ORDINALITY AS list(item, position) WHERE item <> to_jsonb(${change.artworkId}::int)), '[]'::jsonb)`,
        where: ALWAYS,
      }
    case 'follow-artist':
      return {
        set: sql`artists = ${ARTISTS} || jsonb_build_array(jsonb_build_object('slug', ${change.slug}::text, 'label', ${change.label}::text))`,
        where: sql`jsonb_array_length(${ARTISTS}) < ${change.max} AND NOT ${ARTISTS} @> jsonb_build_array(jsonb_build_object('slug', ${change.slug}::text))`,
      }
    case 'unfollow-artist':
      return {
        set: sql`artists = coalesce((SELECT jsonb_agg(item ORDER BY position) FROM jsonb_array_elements(${ARTISTS}) WITH ORDINALITY AS list(item, position) WHERE item->>'slug' <> ${change.slug}::text), '[]'::jsonb)`,
        where: ALWAYS,
      }
  }
}

const firstRow = (rows: unknown[]): RawLists | null => (rows[0] as RawLists | undefined) ?? null

export function postgresListStatements({ execute }: PostgresStatements): ListStatements {
  return {
    async change(customerId, change, now) {
      const { set, where } = clauses(change)
      return firstRow(
        await execute(
          sql`UPDATE customers SET ${set}, updated_at = ${now} WHERE id = ${customerId} AND ${where} RETURNING artworks, artists`,
        ),
      )
    },
    async read(customerId) {
      return firstRow(await execute(sql`SELECT artworks, artists FROM customers WHERE id = ${customerId}`))
    },
  }
}
