import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import type { IndexedCollection } from '@/lib/gallery-search/indexed-collections'
import { reindexDocument, reindexWorksOf, unindexDocument } from '@/lib/gallery-search/server/sync'

/**
 * Keeps the search index in step with what the public may see: every save, publish, unpublish or
 * delete updates the document's record at once. Bulk writers (seed, import) pass `context.skipSearchSync`
 * or `context.seeding` and rebuild the index once at the end instead.
 */
export function searchSyncHooks(collection: IndexedCollection) {
  const afterChange: CollectionAfterChangeHook = async ({ doc, req, context }) => {
    if (context.seeding || context.skipSearchSync) return doc
    await reindexDocument(req, collection, doc.id)
    if (collection === 'artists') await reindexWorksOf(req, doc.id)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ id, context }) => {
    if (!context.seeding && !context.skipSearchSync) await unindexDocument(collection, id)
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}
