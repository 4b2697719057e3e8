import { JournalCard } from '@/components/cards/JournalCard'
import { Rail, type RailProps } from '../rail/Rail'
import { listStoryCards } from '@/lib/cms/card-lists'
import type { JournalRailBlock } from '@/payload-types'

/** The latest journal stories, optionally of one category. */
export async function JournalRail({ block, id, leadsPage }: RailProps<JournalRailBlock>) {
  const where = block.category ? { category: { equals: block.category } } : undefined
  const docs = await listStoryCards({ where, sort: '-publishedAt', limit: block.limit })
  const items = docs.map((story, index) => ({
    key: story.id,
    card: <JournalCard story={story} priority={leadsPage && index === 0} />,
  }))
  return <Rail id={id} kind="journal" settings={block} items={items} />
}
