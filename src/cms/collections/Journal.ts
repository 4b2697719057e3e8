import { STORY_CATEGORIES } from '@/lib/catalog/taxonomy'
import { slugField } from '../fields/slug'
import { editorialCollection } from './editorial'

export const Journal = editorialCollection({
  slug: 'journal',
  labels: { singular: 'Story', plural: 'Journal' },
  admin: { group: 'Programme', useAsTitle: 'title', defaultColumns: ['title', 'category', 'publishedAt'] },
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
})
