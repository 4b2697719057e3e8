import { slugField } from '../fields/slug'
import { editorialCollection } from './editorial'
import { artistDisplayName } from '@/lib/catalog/names'

export const Artists = editorialCollection({
  slug: 'artists',
  admin: {
    group: 'Catalog',
    useAsTitle: 'displayName',
    defaultColumns: ['displayName', 'location', 'joinedAt', '_status'],
  },
  defaultSort: 'lastName',
  fields: [
    { name: 'firstName', type: 'text', required: true },
    { name: 'lastName', type: 'text', required: true },
    {
      name: 'studioName',
      type: 'text',
      localized: true,
      admin: { description: 'Shown instead of the first and last name when set.' },
    },
    {
      name: 'displayName',
      type: 'text',
      admin: { readOnly: true, hidden: true },
      hooks: {
        beforeChange: [({ siblingData }) => artistDisplayName(siblingData)],
      },
    },
    slugField(artistDisplayName, 'name'),
    { name: 'location', type: 'text', localized: true },
    { name: 'featuredImage', type: 'upload', relationTo: 'media', required: true },
    { name: 'bio', type: 'richText', localized: true },
    {
      name: 'joinedAt',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', description: 'Orders the Recently Joined list.' },
    },
    {
      name: 'insideTheStudio',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'List this artist under Inside the Studio.' },
    },
    { name: 'sourceUid', type: 'text', unique: true, index: true, admin: { readOnly: true, position: 'sidebar' } },
  ],
})
