import type { Block } from 'payload'
import { railFields } from '../rail/fields'

/** A row of artwork cards: the newest, the featured, one collection's, or hand-picked works. */
export const ArtworkRailBlock: Block = {
  slug: 'artworkRail',
  dbName: 'art_rail',
  interfaceName: 'ArtworkRailBlock',
  labels: { singular: 'Artwork rail', plural: 'Artwork rails' },
  fields: [
    ...railFields,
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'newArrivals',
      options: [
        { label: 'New arrivals', value: 'newArrivals' },
        { label: 'Featured', value: 'featured' },
        { label: 'A collection', value: 'collection' },
        { label: 'Chosen artworks', value: 'chosen' },
      ],
    },
    {
      name: 'collection',
      type: 'relationship',
      relationTo: 'collections',
      admin: { condition: (_, sibling) => sibling.source === 'collection' },
    },
    {
      name: 'artworks',
      type: 'relationship',
      relationTo: 'artworks',
      hasMany: true,
      admin: { condition: (_, sibling) => sibling.source === 'chosen' },
    },
  ],
}
