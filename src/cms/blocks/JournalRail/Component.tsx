import { JournalCard } from '@/components/cards/JournalCard'
import { Rail, type RailProps } from '../rail/Rail'
import type { JournalRailData } from '../loaded'

/** The latest journal stories, optionally of one category. */
export function JournalRail({ block, id, leadsPage }: RailProps<JournalRailData>) {
  const items = block.cards.map((story, index) => ({
    key: story.id,
    card: <JournalCard story={story} priority={leadsPage && index === 0} />,
  }))
  return <Rail id={id} kind="journal" settings={block} items={items} />
}
