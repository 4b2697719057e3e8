import { COLLECTION_TYPES } from '@/lib/catalog/taxonomy'
import { slugField } from '../fields/slug'
import { editorialCollection } from './editorial'

/** The gallery's curated and collaborative collections (named so to stay clear of Payload's own word 'collection'). */
export const CuratedCollections = editorialCollection({
  slug: 'collections',
  labels: { singular: 'Collection', plural: 'Collections' },
  admin: { group: 'Catalog', useAsTitle: 'title', defaultColumns: ['title', 'category', '_status'] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    { name: 'category', type: 'select', required: true, defaultValue: 'Curated', options: [...COLLECTION_TYPES] },
    { name: 'excerpt', type: 'textarea', required: true, localized: true, maxLength: 300 },
    { name: 'description', type: 'richText', localized: true },
    { name: 'thumbnail', type: 'upload', relationTo: 'media', required: true },
    { name: 'artworks', type: 'relationship', relationTo: 'artworks', hasMany: true },
    {
      name: 'exhibitors',
      type: 'text',
      localized: true,
      admin: { description: 'For collaborative collections: who made the selection.' },
    },
    { name: 'exhibitionLocation', type: 'text', localized: true },
    { name: 'sortOrder', type: 'number', defaultValue: 100, admin: { position: 'sidebar' } },
  ],
})
