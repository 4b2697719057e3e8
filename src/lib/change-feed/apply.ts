import 'server-only'
import { createLocalReq, type Payload } from 'payload'
import { searchBackend } from '@/lib/gallery-search/backend/configured'
import { INDEXED_COLLECTIONS, type IndexedCollection } from '@/lib/gallery-search/indexed-collections'
import { rebuildSearchIndexes } from '@/lib/gallery-search/server/rebuild'
import { reindexDocument, reindexWorksOf, unindexDocument } from '@/lib/gallery-search/server/sync'
import { log } from '@/lib/log'
import { changedDocumentTags } from '@/lib/page-cache/changed-document-tags'
import { emptyPageCache, invalidatePages } from '@/lib/page-cache/configured'
import { SETTINGS_TAG } from '@/lib/page-cache/tags'
import type { Change } from './change'

const isIndexed = (collection: string): collection is IndexedCollection => collection in INDEXED_COLLECTIONS

/**
 * Does on this instance what the writing instance's hooks did on its own: the document's search record read
 * again from the database (with its query suggestions and answer cache), then the cached pages that show it.
 */
export async function applyChange(payload: Payload, change: Change): Promise<void> {
  if (change.kind === 'settings') return invalidatePages([SETTINGS_TAG])
  if (change.kind === 'everything') return catchUpFromDatabase(payload, 'another process wrote in bulk')
  const { collection, id, deleted } = change
  const backend = searchBackend()
  // A shared index (hosted Algolia) already holds what the writing instance pushed.
  if (isIndexed(collection) && backend.shared) backend.heardChange()
  else if (isIndexed(collection)) {
    if (deleted) await unindexDocument(collection, id)
    else {
      const req = await createLocalReq({}, payload)
      await reindexDocument(req, collection, id)
      if (collection === 'artists') await reindexWorksOf(req, id)
    }
  }
  await invalidatePages(changedDocumentTags(collection, id))
}

/**
 * Whatever changed unheard (a lost feed, a bulk write): the search indexes rebuilt and the page cache emptied.
 * A shared index (hosted Algolia) is not rebuilt: the writers pushed to it, and a bulk import is pushed there by
 * npm run search:sync.
 */
export async function catchUpFromDatabase(payload: Payload, why: string): Promise<void> {
  const counts = searchBackend().shared ? 'hosted' : await rebuildSearchIndexes(payload)
  await emptyPageCache()
  log.info({ counts }, `change feed: ${why}; caught up by rebuilding the search indexes and emptying the page cache`)
}
