import type { CollectionAfterChangeHook } from 'payload'
import { sql } from '@/lib/db'
import { recordPublication } from '@/lib/follow-alerts/first-publication'

const idOf = (relation: unknown): number | null => {
  if (typeof relation === 'number') return relation
  if (relation && typeof relation === 'object' && 'id' in relation && typeof relation.id === 'number')
    return relation.id
  return null
}

/**
 * A work saved as published is recorded on the save's own transaction, so its alerts commit with it or not at
 * all; only its first publication alerts the followers of its artist. Draft saves change nothing here.
 */
export const alertFollowersOnFirstPublish: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  const artistId = idOf(Reflect.get(doc, 'artist'))
  const artworkId = idOf(Reflect.get(doc, 'id'))
  if (Reflect.get(doc, '_status') !== 'published' || artistId === null || artworkId === null) return doc
  const alert = !(context.seeding || context.skipSearchSync)
  await recordPublication(sql(req.payload, req), { artworkId, artistId, alert }, new Date())
  return doc
}
