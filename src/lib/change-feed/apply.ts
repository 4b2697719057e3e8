import 'server-only'
import { createLocalReq, type Payload } from 'payload'
import { searchBackend } from '@/lib/gallery-search/backend/configured'
import { INDEXED_COLLECTIONS, type IndexedCollection } from '@/lib/gallery-search/indexed-collections'
import { reindexDocument, reindexWorksOf, unindexDocument } from '@/lib/gallery-search/server/sync'
import { changedDocumentTags } from '@/lib/page-cache/changed-document-tags'
import { invalidatePages } from '@/lib/page-cache/configured'
import { SETTINGS_TAG } from '@/lib/page-cache/tags'
import type { Change } from './change'

const isIndexed = (collection: string): collection is IndexedCollection => collection in INDEXED_COLLECTIONS

/**
 * Does on this instance what the writing instance's hooks did on its own: the document's search record read
 * again from the database (with its query suggestions and answer cache), then the cached pages that show it.
 */
export async function applyChange(payload: Payload, change: Change): Promise<void> {
  if (change.kind === 'settings') return invalidatePages([SETTINGS_TAG])
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
