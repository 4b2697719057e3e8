import type { Payload, PayloadRequest } from 'payload'
import { INDEXED_COLLECTIONS, type IndexedCollection } from '../records'
import type { SearchRecord } from '../types'
import { searchEngine } from './engine'

const PAGE_SIZE = 500

/** Published documents only: drafts never reach a public index. */
async function publishedRecords(payload: Payload, collection: IndexedCollection): Promise<SearchRecord[]> {
  const { toRecord } = INDEXED_COLLECTIONS[collection]
  const records: SearchRecord[] = []
  for (let page = 1; ; page++) {
    const result = await payload.find({
      collection,
      where: { _status: { equals: 'published' } },
      draft: false,
      depth: 1,
      limit: PAGE_SIZE,
      page,
      overrideAccess: true,
    })
    // Each collection's documents go to that collection's own mapper; the pairing is INDEXED_COLLECTIONS.
    records.push(...result.docs.map((doc) => (toRecord as (d: typeof doc) => SearchRecord)(doc)))
    if (!result.hasNextPage) return records
  }
}

/** Fills every index from the database: at server start, and after a bulk import. */
export async function rebuildSearchIndexes(payload: Payload): Promise<Record<IndexedCollection, number>> {
  const counts = {} as Record<IndexedCollection, number>
  for (const collection of Object.keys(INDEXED_COLLECTIONS) as IndexedCollection[]) {
    const records = await publishedRecords(payload, collection)
    searchEngine().index(INDEXED_COLLECTIONS[collection].index)?.replaceAll(records)
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
