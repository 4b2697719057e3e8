import type { Block } from 'payload'
import { railFields } from '../rail/fields'

/** A row of collection cards, all of them or one type (Curated, Collaborative). */
export const CollectionRailBlock: Block = {
  slug: 'collectionRail',
  dbName: 'coll_rail',
  interfaceName: 'CollectionRailBlock',
  labels: { singular: 'Collection rail', plural: 'Collection rails' },
  fields: [
    ...railFields,
    {
      name: 'category',
      type: 'select',
      defaultValue: 'all',
      required: true,
      options: [
        { label: 'All collections', value: 'all' },
        { label: 'Curated', value: 'Curated' },
        { label: 'Collaborative', value: 'Collaborative' },
      ],
    },
  ],
}
