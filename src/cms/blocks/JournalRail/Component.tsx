import { JournalCard } from '@/components/cards/JournalCard'
import { Rail } from '../rail/Rail'
import { listStoryCards } from '@/lib/cms/card-lists'
import type { JournalRailBlock } from '@/payload-types'

/** The latest journal stories, optionally of one category. */
export async function JournalRail({ block, id }: { block: JournalRailBlock; id: string }) {
  const where = block.category ? { category: { equals: block.category } } : undefined
  const docs = await listStoryCards({ where, sort: '-publishedAt', limit: block.limit })
  const items = docs.map((story) => ({ key: story.id, card: <JournalCard story={story} /> }))
  return <Rail id={id} kind="journal" settings={block} items={items} />
}
