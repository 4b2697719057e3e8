import type { Block } from 'payload'
import { railFields } from '../rail/fields'

/** A row of artist cards: recently joined, inside the studio, or hand-picked artists. */
export const ArtistRailBlock: Block = {
  slug: 'artistRail',
  dbName: 'artist_rail',
  interfaceName: 'ArtistRailBlock',
  labels: { singular: 'Artist rail', plural: 'Artist rails' },
  fields: [
    ...railFields,
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'recentlyJoined',
      options: [
        { label: 'Recently joined', value: 'recentlyJoined' },
        { label: 'Inside the studio', value: 'insideTheStudio' },
        { label: 'Chosen artists', value: 'chosen' },
      ],
    },
    {
      name: 'artists',
      type: 'relationship',
      relationTo: 'artists',
      hasMany: true,
      admin: { condition: (_, sibling) => sibling.source === 'chosen' },
    },
  ],
}
