import { INDEXED_COLLECTIONS } from '@/lib/gallery-search/indexed-collections'
import { documentTag, listTag, SEARCH_TAG } from './tags'

/** The tags a change of one document drops: its own pages, the collection's lists, search pages if indexed. */
export function changedDocumentTags(slug: string, id: number | string): string[] {
  return [documentTag(slug, id), listTag(slug), ...(slug in INDEXED_COLLECTIONS ? [SEARCH_TAG] : [])]
}
