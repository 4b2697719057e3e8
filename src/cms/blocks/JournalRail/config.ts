import { STORY_CATEGORIES } from '@/lib/catalog/taxonomy'
import { railBlock } from '../rail/fields'

/** A row of journal cards: the latest stories, optionally of one category. */
export const JournalRailBlock = railBlock({ kind: 'journal', dbName: 'story_rail' }, [
  {
    name: 'category',
    type: 'select',
    options: [...STORY_CATEGORIES],
    admin: { description: 'Leave empty for the latest stories of every category.' },
  },
])
