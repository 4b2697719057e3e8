import type { CollectionConfig } from 'payload'
import { STORY_CATEGORIES } from '@/lib/catalog/taxonomy'
import { editorialAccess } from '../access/roles'
import { slugField } from '../fields/slug'
import { drafts } from './drafts'
import { searchSyncHooks } from '../hooks/searchSync'
import { previewLink, pathWithSlug } from '../fields/preview-link'

export const Journal: CollectionConfig = {
  slug: 'journal',
  labels: { singular: 'Story', plural: 'Journal' },
  admin: {
    group: 'Programme',
    useAsTitle: 'title',
    preview: previewLink(pathWithSlug('/journal')),
    defaultColumns: ['title', 'category', 'publishedAt'],
  },
  access: editorialAccess,
  versions: drafts,
  hooks: searchSyncHooks('journal'),
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    { name: 'category', type: 'select', required: true, options: [...STORY_CATEGORIES] },
    { name: 'excerpt', type: 'textarea', required: true, localized: true, maxLength: 300 },
    { name: 'thumbnail', type: 'upload', relationTo: 'media', required: true },
    { name: 'author', type: 'text' },
    { name: 'body', type: 'richText', localized: true },
    { name: 'artists', type: 'relationship', relationTo: 'artists', hasMany: true },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar' },
    },
  ],
}
