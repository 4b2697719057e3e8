import 'server-only'
import type { PayloadRequest } from 'payload'
import { log } from '@/lib/log'
import { querySuggestionsStale } from '@/lib/search-suggestions/schedule'
import type { SearchIndex, SearchRecord } from '@/lib/search'
import { INDEXED_COLLECTIONS, type IndexedCollection } from '../indexed-collections'
import { gallerySearchEngine } from './engine'

/** The document's record if the public may see it, null if not (unpublished, or gone). */
async function publishedRecord<C extends IndexedCollection>(
  req: PayloadRequest,
  collection: C,
  id: number | string,
): Promise<SearchRecord | null> {
  const published = await req.payload.findByID({
    collection,
    id,
    draft: false,
    depth: 1,
    overrideAccess: true,
    req,
    disableErrors: true,
  })
  const entry = INDEXED_COLLECTIONS[collection]
  if (!published || published._status !== 'published' || entry.isPublic?.(published) === false) return null
  return entry.toRecord(published)
}

/**
 * Sets one record to what `read` says is published: upserted, or removed if nothing is. When `read`
 * fails the record stays as it was: a passing database error must not hide a work from search.
 */
export async function syncRecord(
  target: Pick<SearchIndex, 'upsert' | 'remove'>,
  id: number | string,
  read: () => Promise<SearchRecord | null>,
  context: { collection: IndexedCollection },
): Promise<void> {
  let record: SearchRecord | null
  try {
    record = await read()
  } catch (error) {
    log.error({ err: error, ...context, id }, 'search sync: could not read the document; its record is unchanged')
    return
  }
  if (record) target.upsert(record)
  else target.remove(String(id))
}

/** Brings one document's record in line with its published state, after a save, publish or unpublish. */
export async function reindexDocument(req: PayloadRequest, collection: IndexedCollection, id: number | string) {
  const target = gallerySearchEngine().index(INDEXED_COLLECTIONS[collection].index)
  if (!target) return
  await syncRecord(target, id, () => publishedRecord(req, collection, id), { collection })
  querySuggestionsStale()
}

/** Artworks carry their artist's name, so renaming an artist re-indexes the artist's works. */
export async function reindexWorksOf(req: PayloadRequest, artistId: number | string) {
  const { docs } = await req.payload.find({
    collection: 'artworks',
    where: { artist: { equals: artistId } },
    depth: 0,
    pagination: false,
    select: {},
    overrideAccess: true,
    req,
  })
  for (const artwork of docs) await reindexDocument(req, 'artworks', artwork.id)
}

export function unindexDocument(collection: IndexedCollection, id: number | string) {
  gallerySearchEngine().index(INDEXED_COLLECTIONS[collection].index)?.remove(String(id))
  querySuggestionsStale()
}
