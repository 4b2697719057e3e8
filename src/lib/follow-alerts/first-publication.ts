import 'server-only'
import { sqlText, type Statements } from '@/lib/db'
import { alertDialect } from './dialect'

/**
 * Records that a work was published, on the publishing statement's transaction: the first time only (the
 * unique row in first_publications says so), it alerts every customer who follows its artist then, in one
 * INSERT … SELECT whose unique (customer, artwork) pair keeps a repeat from adding any. A bulk write (a seed,
 * an import) records the publication and alerts nobody. Answers how many customers were alerted, or null when
 * the work had been published before.
 */
export async function recordPublication(
  db: Statements,
  work: { artworkId: number; artistId: number; alert: boolean },
  now: Date,
): Promise<number | null> {
  const at = now.toISOString()
  const first = await db.run`INSERT INTO first_publications (artwork_id, published_at, updated_at, created_at)
    VALUES (${work.artworkId}, ${at}, ${at}, ${at}) ON CONFLICT (artwork_id) DO NOTHING RETURNING id`
  if (first.length === 0) return null
  if (!work.alert) return 0
  const [artist] = await db.run`SELECT slug FROM artists WHERE id = ${work.artistId}`
  const slug = sqlText(artist?.slug)
  if (!slug) return 0
  const alerted = await db.run`INSERT INTO follow_alerts (customer_id, artwork_id, published_at, updated_at, created_at)
    SELECT c.id, ${work.artworkId}, ${at}, ${at}, ${at} FROM customers c WHERE ${alertDialect(db).follows(slug)}
    ON CONFLICT (customer_id, artwork_id) DO NOTHING RETURNING id`
  return alerted.length
}
