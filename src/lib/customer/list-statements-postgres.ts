import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { ListChange, ListStatements, RawLists } from './list-statements'

const ARTWORKS = "coalesce(customers.artworks, '[]'::jsonb)"
const ARTISTS = "coalesce(customers.artists, '[]'::jsonb)"

/** Placeholders $1 and $2 are the row's id and updated_at; a change's own values start at $3. */
function clauses(change: ListChange): { set: string; where: string; args: unknown[] } {
  switch (change.kind) {
    case 'save-artwork':
      return {
        set: `artworks = ${ARTWORKS} || jsonb_build_array($3::int)`,
        where: `jsonb_array_length(${ARTWORKS}) < $4 AND NOT ${ARTWORKS} @> jsonb_build_array($3::int)`,
        args: [change.artworkId, change.max],
      }
    case 'unsave-artwork':
      return {
        set: `artworks = coalesce((SELECT jsonb_agg(item ORDER BY position) FROM jsonb_array_elements(${ARTWORKS}) WITH ORDINALITY AS list(item, position) WHERE item <> to_jsonb($3::int)), '[]'::jsonb)`,
        where: 'true',
        args: [change.artworkId],
      }
    case 'follow-artist':
      return {
        set: `artists = ${ARTISTS} || jsonb_build_array(jsonb_build_object('slug', $3::text, 'label', $4::text))`,
        where: `jsonb_array_length(${ARTISTS}) < $5 AND NOT ${ARTISTS} @> jsonb_build_array(jsonb_build_object('slug', $3::text))`,
        args: [change.slug, change.label, change.max],
      }
    case 'unfollow-artist':
      return {
        set: `artists = coalesce((SELECT jsonb_agg(item ORDER BY position) FROM jsonb_array_elements(${ARTISTS}) WITH ORDINALITY AS list(item, position) WHERE item->>'slug' <> $3::text), '[]'::jsonb)`,
        where: 'true',
        args: [change.slug],
      }
  }
}

type Pool = NonNullable<PostgresAdapter['pool']>

export function postgresListStatements(pool: Pool): ListStatements {
  return {
    async change(customerId, change, now) {
      const { set, where, args } = clauses(change)
      const result = await pool.query<RawLists>(
        `UPDATE customers SET ${set}, updated_at = $2 WHERE id = $1 AND ${where} RETURNING artworks, artists`,
        [customerId, now, ...args],
      )
      return result.rows[0] ?? null
    },
    async read(customerId) {
      const result = await pool.query<RawLists>('SELECT artworks, artists FROM customers WHERE id = $1', [customerId])
      return result.rows[0] ?? null
    },
  }
}
