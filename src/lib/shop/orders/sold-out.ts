import type { Payload } from 'payload'
import type { UnitsGone } from '../stock/units'
import { UNAVAILABLE } from './price-lines'
import type { Refusal } from './refusal'
import { soldOutMessage } from './sale-rules'

/**
 * The answer to a buyer whose reservation found too few units. Read after the order's transaction has
 * rolled back: the losers of a race for a last unit release the write lock (SQLite) and their connection
 * (PostgreSQL) after one statement, and only then look up the work. An unpublished work is not for sale.
 */
export async function soldOutRefusal(payload: Payload, { artworkId, quantity, variant }: UnitsGone): Promise<Refusal> {
  const work = await payload.findByID({
    collection: 'artworks',
    id: artworkId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { title: true, inventory: true, _status: true, variants: true },
  })
  if (!work || work._status !== 'published') return { ok: false, status: 422, error: UNAVAILABLE }
  if (variant === undefined)
    return { ok: false, status: 409, error: soldOutMessage(work.title, work.inventory, quantity) }
  const option = work.variants.find((candidate) => candidate.id === variant)
  if (!option) return { ok: false, status: 422, error: UNAVAILABLE }
  const left = option.inventory ?? work.inventory
  return { ok: false, status: 409, error: soldOutMessage(`${work.title} (${option.title})`, left, quantity) }
}
