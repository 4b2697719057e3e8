import type { Block } from 'payload'
import { railFields } from '../rail/fields'

/** A row of exhibition cards in one state (on view, upcoming, past) or the most recent of all. */
export const ExhibitionRailBlock: Block = {
  slug: 'exhibitionRail',
  dbName: 'exh_rail',
  interfaceName: 'ExhibitionRailBlock',
  labels: { singular: 'Exhibition rail', plural: 'Exhibition rails' },
  fields: [
    ...railFields,
    {
      name: 'state',
      type: 'select',
      required: true,
      defaultValue: 'onView',
      options: [
        { label: 'On view', value: 'onView' },
        { label: 'Upcoming', value: 'upcoming' },
        { label: 'Past', value: 'past' },
        { label: 'Most recent, any state', value: 'all' },
      ],
    },
  ],
}
