import type { Block } from 'payload'
import { STORY_CATEGORIES } from '@/lib/catalog/taxonomy'
import { railFields } from '../rail/fields'

/** A row of journal cards: the latest stories, optionally of one category. */
export const JournalRailBlock: Block = {
  slug: 'journalRail',
  dbName: 'story_rail',
  interfaceName: 'JournalRailBlock',
  labels: { singular: 'Journal rail', plural: 'Journal rails' },
  fields: [
    ...railFields,
    {
      name: 'category',
      type: 'select',
      options: [...STORY_CATEGORIES],
      admin: { description: 'Leave empty for the latest stories of every category.' },
    },
  ],
}
