import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterReadHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalAfterReadHook,
  GlobalConfig,
  RequestContext,
} from 'payload'
import { announceChange } from '@/lib/change-feed/announce'
import { changedDocumentTags } from '@/lib/page-cache/changed-document-tags'
import { invalidatePages } from '@/lib/page-cache/configured'
import { documentTag, SETTINGS_TAG, tagPage } from '@/lib/page-cache/tags'

// The page cache logs a failed invalidation itself and then empties everything it can: nothing to catch here.
const invalidate = invalidatePages

/** Seeding and imports write thousands of documents and rebuild the index once at the end: not announced one by one. */
const isBulkWrite = (context: RequestContext) => Boolean(context.seeding || context.skipSearchSync)

/**
 * Ties cached pages to a collection's documents: every document a page reads, itself or as a populated
 * relation, tags the page; a save, publish, unpublish or delete drops the pages that show the document
 * and those that list the collection, and is announced to the other instances (delivered at commit). Added
 * after the search hooks, so a page built from search records is dropped only once the index holds the change.
 */
export function withPageCacheHooks(collection: CollectionConfig): CollectionConfig {
  const slug = collection.slug
  const changedTags = (id: number | string) => changedDocumentTags(slug, id)
  const afterRead: CollectionAfterReadHook = ({ doc }) => {
    tagPage(documentTag(slug, (doc as { id: number | string }).id))
    return doc
  }
  const afterChange: CollectionAfterChangeHook = async ({ doc, req, context }) => {
    const id = (doc as { id: number | string }).id
    await invalidate(changedTags(id))
    if (!isBulkWrite(context)) await announceChange(req, { kind: 'document', collection: slug, id, deleted: false })
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ id, req, context }) => {
    await invalidate(changedTags(id))
    if (!isBulkWrite(context)) await announceChange(req, { kind: 'document', collection: slug, id, deleted: true })
  }
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterRead: [...(hooks.afterRead ?? []), afterRead],
      afterChange: [...(hooks.afterChange ?? []), afterChange],
      afterDelete: [...(hooks.afterDelete ?? []), afterDelete],
    },
  }
}

/** The settings shape every page (banner, menus, scripts and the pages' security policy): any change drops them all. */
export function withSettingsPageCacheHooks(global: GlobalConfig): GlobalConfig {
  const afterRead: GlobalAfterReadHook = ({ doc }) => {
    tagPage(SETTINGS_TAG)
    return doc
  }
  const afterChange: GlobalAfterChangeHook = async ({ doc, req }) => {
    await invalidate([SETTINGS_TAG])
    await announceChange(req, { kind: 'settings' })
    return doc
  }
  const hooks = global.hooks ?? {}
  return {
    ...global,
    hooks: {
      ...hooks,
      afterRead: [...(hooks.afterRead ?? []), afterRead],
      afterChange: [...(hooks.afterChange ?? []), afterChange],
    },
  }
}
