import { JournalCard } from '@/components/cards/JournalCard'
import { Rail } from '../rail/Rail'
import { CARD_POPULATE, STORY_CARD_FIELDS } from '@/lib/cms/card-fields'
import { listPublished } from '@/lib/cms/queries'
import type { JournalRailBlock } from '@/payload-types'

/** The latest journal stories, optionally of one category. */
export async function JournalRail({ block, id }: { block: JournalRailBlock; id: string }) {
  const where = block.category ? { category: { equals: block.category } } : undefined
  const docs = await listPublished('journal', {
    where,
    sort: '-publishedAt',
    limit: block.limit,
    select: STORY_CARD_FIELDS,
    populate: CARD_POPULATE,
  })
  return (
    <Rail
      id={id}
      kind="journal"
      title={block.title}
      viewAll={block.viewAll}
      layout={block.layout}
      emptyText="No stories to show here right now."
      items={docs.map((story) => ({ key: story.id, card: <JournalCard story={story} /> }))}
    />
  )
}
