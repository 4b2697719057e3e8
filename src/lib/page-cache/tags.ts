import { AsyncLocalStorage } from 'node:async_hooks'

/** Every page that reads the settings global (the layout does: banner, menus' flags, tracking). */
export const SETTINGS_TAG = 'settings'
/** Pages built from the search engine's records (the artwork grid, the artist directory). */
export const SEARCH_TAG = 'search'
/** A page that shows a passing failure (search unavailable): served, never kept. */
export const TRANSIENT_TAG = 'transient'

/** A page that shows this document: its page, a card, a populated relation. */
export const documentTag = (collection: string, id: number | string) => `doc:${collection}:${id}`
/** A page that lists documents of the collection: a new, unpublished or reordered one changes it. */
export const listTag = (collection: string) => `list:${collection}`

// One scope for the whole process: the server's request layer and the pages' data functions are bundled
// apart and would otherwise each hold their own.
const holder = globalThis as typeof globalThis & { __galleryPageTags?: AsyncLocalStorage<Set<string>> }
const scope = (holder.__galleryPageTags ??= new AsyncLocalStorage<Set<string>>())

/** Runs a page's render collecting the tags of what it reads into `tags`. */
export function collectPageTags<T>(tags: Set<string>, render: () => T): T {
  return scope.run(tags, render)
}

/** Notes that the page being rendered shows this; a no-op outside a cached render. */
export function tagPage(...tags: string[]): void {
  const collected = scope.getStore()
  if (collected) for (const tag of tags) collected.add(tag)
}
