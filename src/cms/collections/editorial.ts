import type { CollectionConfig } from 'payload'
import type { IndexedCollection } from '@/lib/gallery-search/indexed-collections'
import { editorialAccess } from '../access/roles'
import { pathWithSlug, previewLink } from '../fields/preview-link'
import { searchSyncHooks } from '../hooks/searchSync'
import { drafts } from './drafts'

type EditorialCollection = Omit<CollectionConfig, 'slug' | 'admin' | 'access' | 'versions' | 'hooks'> & {
  slug: IndexedCollection
  admin: { group: string; useAsTitle: string; defaultColumns: string[] }
}

/**
 * Content with a page per document at /{collection slug}/{document slug}: staff edit drafts and publish,
 * visitors read what is published, the admin previews that page, and every change reaches the search index.
 */
export function editorialCollection({ slug, admin, ...config }: EditorialCollection): CollectionConfig {
  return {
    slug,
    ...config,
    admin: { ...admin, preview: previewLink(pathWithSlug(`/${slug}`)) },
    access: editorialAccess,
    versions: drafts,
    hooks: searchSyncHooks(slug),
  }
}
