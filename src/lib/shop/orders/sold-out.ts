import type { Payload } from 'payload'
import type { Refusal } from './refusal'
import { soldOutMessage } from './sale-rules'

/**
 * The 409 for a buyer whose units another order took. Read after the order's transaction has rolled back:
 * the losers of a race for a last unit release the write lock (SQLite) and their connection (PostgreSQL)
 * after one statement, and only then look up the work's title.
 */
export async function soldOutRefusal(payload: Payload, artworkId: number): Promise<Refusal> {
  const work = await payload.findByID({
    collection: 'artworks',
    id: artworkId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { title: true, inventory: true },
  })
  const message = work ? soldOutMessage(work.title, work.inventory) : 'A work in your cart has just been sold'
  return { ok: false, status: 409, error: message }
}
