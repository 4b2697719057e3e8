import type { Payload, PayloadRequest } from 'payload'
import type { Media } from '@/payload-types'
import { INDEXED_COLLECTIONS, type IndexedCollection } from '../records'
import type { SearchRecord } from '../types'
import { searchEngine } from './engine'
import { publishedInIdOrder } from './published-pages'

type Related = { artists: Map<number, unknown>; media: Map<number, Media> }

/** Swaps ids for the documents they name, from lookups made once, instead of a join per page. */
function populate(doc: Record<string, unknown>, related: Related): Record<string, unknown> {
  const media = (id: unknown) => (typeof id === 'number' ? (related.media.get(id) ?? id) : id)
  const filled: Record<string, unknown> = { ...doc }
  if (typeof doc.artist === 'number') filled.artist = related.artists.get(doc.artist) ?? doc.artist
  if (Array.isArray(doc.images)) filled.images = doc.images.map(media)
  for (const field of ['featuredImage', 'thumbnail']) if (field in doc) filled[field] = media(doc[field])
  return filled
}

async function relatedLookups(payload: Payload): Promise<Related> {
  const [artists, media] = await Promise.all([
    payload.find({ collection: 'artists', depth: 0, pagination: false, draft: false, overrideAccess: true }),
    payload.find({ collection: 'media', depth: 0, pagination: false, overrideAccess: true }),
  ])
  return {
    artists: new Map(artists.docs.map((artist) => [artist.id, artist])),
    media: new Map(media.docs.map((item) => [item.id, item])),
  }
}

/** Fills every index from the database: at server start, and after a bulk import. Drafts never reach it. */
export async function rebuildSearchIndexes(payload: Payload): Promise<Record<IndexedCollection, number>> {
  const related = await relatedLookups(payload)
  const counts = {} as Record<IndexedCollection, number>
  for (const collection of Object.keys(INDEXED_COLLECTIONS) as IndexedCollection[]) {
    const { index, toRecord } = INDEXED_COLLECTIONS[collection]
    const records: SearchRecord[] = []
    for await (const docs of publishedInIdOrder(payload, collection)) {
      // Populated at depth 0 by hand: the documents have the shape the mapper takes at depth 1.
      const map = toRecord as unknown as (doc: Record<string, unknown>) => SearchRecord
      for (const doc of docs) records.push(map(populate(doc, related)))
    }
    searchEngine().index(index)?.replaceAll(records)
    counts[collection] = records.length
  }
  return counts
}

/** Brings one document's record in line with its published state: upserted, or removed if none. */
export async function reindexDocument(req: PayloadRequest, collection: IndexedCollection, id: number | string) {
  const { index, toRecord } = INDEXED_COLLECTIONS[collection]
  const target = searchEngine().index(index)
  if (!target) return
  const published = await req.payload
    .findByID({ collection, id, draft: false, depth: 1, overrideAccess: true, req, disableErrors: true })
    .catch(() => null)
  if (published && published._status === 'published') {
    target.upsert((toRecord as (d: typeof published) => SearchRecord)(published))
  } else {
    target.remove(String(id))
  }
}

export function unindexDocument(collection: IndexedCollection, id: number | string) {
  searchEngine().index(INDEXED_COLLECTIONS[collection].index)?.remove(String(id))
}
