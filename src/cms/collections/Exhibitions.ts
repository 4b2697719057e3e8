import type { FieldHook } from 'payload'
import { EXHIBITION_CATEGORIES, EXHIBITION_STATES } from '@/lib/catalog/taxonomy'
import { exhibitionState } from '@/lib/catalog/exhibition-state'
import { slugField } from '../fields/slug'
import { editorialCollection } from './editorial'

const stateFromDates: FieldHook = ({ siblingData }) =>
  typeof siblingData.startDate === 'string'
    ? exhibitionState({ startDate: siblingData.startDate, endDate: siblingData.endDate }, new Date())
    : undefined

export const Exhibitions = editorialCollection({
  slug: 'exhibitions',
  admin: { group: 'Programme', useAsTitle: 'title', defaultColumns: ['title', 'category', 'startDate', 'endDate'] },
  defaultSort: '-startDate',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    { name: 'category', type: 'select', required: true, options: [...EXHIBITION_CATEGORIES] },
    { name: 'exhibitors', type: 'text', localized: true, admin: { description: 'Artists or partners shown.' } },
    { name: 'location', type: 'text', localized: true },
    { name: 'thumbnail', type: 'upload', relationTo: 'media', required: true },
    {
      type: 'row',
      fields: [
        { name: 'startDate', type: 'date', required: true, index: true },
        { name: 'endDate', type: 'date', admin: { description: 'Empty for a one-day event.' } },
      ],
    },
    {
      name: 'state',
      type: 'select',
      options: [...EXHIBITION_STATES],
      virtual: true,
      admin: { readOnly: true, position: 'sidebar', description: 'Derived from the dates.' },
      hooks: { afterRead: [stateFromDates] },
    },
    { name: 'excerpt', type: 'textarea', localized: true, maxLength: 300 },
    { name: 'description', type: 'richText', localized: true },
    { name: 'artists', type: 'relationship', relationTo: 'artists', hasMany: true },
    { name: 'artworks', type: 'relationship', relationTo: 'artworks', hasMany: true },
  ],
})
