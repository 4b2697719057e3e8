import type { CollectionConfig } from 'payload'
import { AVAILABILITY, MEDIUMS, ORIENTATIONS, SIZE_BUCKETS } from '@/lib/catalog/taxonomy'
import { editorialAccess, nobody } from '../../access/roles'
import { slugField } from '../../fields/slug'
import { drafts } from '../drafts'
import { deriveOrientationAndSize } from './derived'
import { alertFollowersOnFirstPublish } from '../../hooks/followAlerts'
import { searchSyncHooks } from '../../hooks/searchSync'
import { previewLink, pathWithSlug } from '../../fields/preview-link'

const inches = (name: string, required: boolean) =>
  ({ name, type: 'number', required, min: 0.1, max: 2000, admin: { step: 0.1, width: '33%' } }) as const

const searchSync = searchSyncHooks('artworks')

/** An original artwork: the catalog's product, sold through the shop at /products/{handle}. */
export const Artworks: CollectionConfig = {
  slug: 'artworks',
  admin: {
    group: 'Catalog',
    useAsTitle: 'title',
    preview: previewLink(pathWithSlug('/products', 'handle')),
    defaultColumns: ['title', 'artist', 'medium', 'availability', 'featured', '_status'],
    listSearchableFields: ['title', 'handle'],
  },
  access: editorialAccess,
  versions: drafts,
  defaultSort: '-publishedAt',
  hooks: {
    beforeChange: [deriveOrientationAndSize],
    ...searchSync,
    afterChange: [...searchSync.afterChange, alertFollowersOnFirstPublish],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField('title', 'title', 'handle'),
    { name: 'artist', type: 'relationship', relationTo: 'artists', required: true, index: true },
    {
      name: 'medium',
      type: 'select',
      required: true,
      index: true,
      options: MEDIUMS.map((m) => ({ label: m.productType, value: m.slug })),
    },
    {
      name: 'customCommission',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Sold as a Custom Commission: the card shows Price on Request.' },
    },
    { name: 'materials', type: 'text', localized: true, admin: { description: 'e.g. Oil on linen' } },
    { name: 'year', type: 'number', min: 1000, max: 3000 },
    { name: 'description', type: 'richText', localized: true },
    {
      name: 'images',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      required: true,
      minRows: 2,
      admin: { description: 'The first image is the card image; the second shows on hover.' },
    },
    {
      name: 'variants',
      type: 'array',
      required: true,
      minRows: 1,
      admin: { description: 'Each purchasable option, e.g. unframed and framed: one work, priced per option.' },
      fields: [
        { name: 'title', type: 'text', required: true, defaultValue: 'Original' },
        { name: 'price', type: 'number', required: true, min: 0, max: 1_000_000 },
        {
          // An edition's options each keep their own count (an artist proof is one or two, not the edition's
          // run); the framings of one original keep none and share the work's units. Like the work's units,
          // only orders change it after the option is created.
          name: 'inventory',
          label: 'Units of this option',
          type: 'number',
          min: 0,
          access: { update: nobody },
          admin: { description: "Editions only: this option's own units. Empty: the option shares the work's units." },
        },
      ],
    },
    {
      // The units of the work itself, shared by its variants (a framed and an unframed original are one unit).
      // Only checkout's guarded statement takes units and only a cancelled order gives them back, so an edit
      // in the admin can never sell a unique work twice.
      name: 'inventory',
      label: 'Units in stock',
      type: 'number',
      required: true,
      min: 0,
      defaultValue: 1,
      access: { update: nobody },
      admin: { position: 'sidebar', description: 'An original is 1. Set when the work is created; orders change it.' },
    },
    {
      name: 'availability',
      type: 'select',
      required: true,
      defaultValue: 'Available',
      index: true,
      options: [...AVAILABILITY],
    },
    { name: 'priceUponRequest', type: 'checkbox', defaultValue: false },
    {
      name: 'readyForPickup',
      label: 'Ready for pick-up (at the loft)',
      type: 'checkbox',
      defaultValue: false,
    },
    {
      name: 'dimensions',
      label: 'Dimensions (inches)',
      type: 'group',
      fields: [{ type: 'row', fields: [inches('width', true), inches('height', true), inches('depth', false)] }],
    },
    {
      name: 'orientation',
      type: 'select',
      options: [...ORIENTATIONS],
      admin: { readOnly: true, position: 'sidebar', description: 'Derived from the dimensions.' },
    },
    {
      name: 'sizeBucket',
      type: 'select',
      options: SIZE_BUCKETS.map((b) => ({ label: b.label, value: b.value })),
      admin: { readOnly: true, position: 'sidebar', description: 'Derived from the dimensions.' },
    },
    { name: 'featured', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', description: 'Orders New Arrivals.' },
    },
    { name: 'sourceUid', type: 'text', unique: true, index: true, admin: { readOnly: true, position: 'sidebar' } },
  ],
}
