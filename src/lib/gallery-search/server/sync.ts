import 'server-only'
import type { PayloadRequest } from 'payload'
import { log } from '@/lib/log'
import { querySuggestionsStale } from '@/lib/search-suggestions/schedule'
import type { SearchRecord } from '@/lib/search'
import { searchBackend } from '../backend/configured'
import type { IndexChanges } from '../backend/search-backend'
import { INDEXED_COLLECTIONS, type IndexedCollection } from '../indexed-collections'

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
 * What one document's record becomes: saved when `read` finds it published, removed when not. When `read`
 * fails it stays as it was (null): a passing database error must not hide a work from search.
 */
export async function recordChange(
  id: number | string,
  read: () => Promise<SearchRecord | null>,
  context: { collection: IndexedCollection },
): Promise<IndexChanges | null> {
  try {
    const record = await read()
    return record ? { save: [record], remove: [] } : { save: [], remove: [String(id)] }
  } catch (error) {
    log.error({ err: error, ...context, id }, 'search sync: could not read the document; its record is unchanged')
    return null
  }
}

/**
 * Sends the changes to the search backend in one write. A backend that still fails after its retries leaves
 * the records as they were, logged: the editor's save stands, and `npm run search:sync` mends the index.
 */
async function write(collection: IndexedCollection, changes: IndexChanges): Promise<void> {
  if (changes.save.length === 0 && changes.remove.length === 0) return
  const index = INDEXED_COLLECTIONS[collection].index
  try {
    await searchBackend().write(index, changes)
  } catch (error) {
    const ids = [...changes.save.map((record) => record.objectID), ...changes.remove]
    const reason = error instanceof Error ? error.message : String(error)
    log.error({ reason, index, ids }, 'search sync: the search backend refused the change; run npm run search:sync')
  }
}

/** Brings documents' records in line with their published state, after a save, publish or unpublish. */
export async function reindexDocuments(
  req: PayloadRequest,
  collection: IndexedCollection,
  ids: readonly (number | string)[],
) {
  const changes: { save: SearchRecord[]; remove: string[] } = { save: [], remove: [] }
  for (const id of ids) {
    const change = await recordChange(id, () => publishedRecord(req, collection, id), { collection })
    changes.save.push(...(change?.save ?? []))
    changes.remove.push(...(change?.remove ?? []))
  }
  await write(collection, changes)
  querySuggestionsStale()
}

export function reindexDocument(req: PayloadRequest, collection: IndexedCollection, id: number | string) {
  return reindexDocuments(req, collection, [id])
}

/** Artworks carry their artist's name, so renaming an artist re-indexes the artist's works, in one write. */
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
  await reindexDocuments(
    req,
    'artworks',
    docs.map((artwork) => artwork.id),
  )
}

export async function unindexDocument(collection: IndexedCollection, id: number | string) {
  await write(collection, { save: [], remove: [String(id)] })
  querySuggestionsStale()
}
