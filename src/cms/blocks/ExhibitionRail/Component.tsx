import type { Where } from 'payload'
import { ExhibitionCard } from '@/components/cards/ExhibitionCard'
import { Rail } from '../rail/Rail'
import { exhibitionStateWhere } from '@/lib/catalog/exhibition-state-where'
import { CARD_POPULATE, EXHIBITION_CARD_FIELDS } from '@/lib/cms/card-fields'
import { listPublished } from '@/lib/cms/queries'
import type { ExhibitionRailBlock } from '@/payload-types'

const STATES = { onView: 'On View', upcoming: 'Upcoming', past: 'Past' } as const

/** Upcoming exhibitions soonest first; the others most recent first. */
function selectionFor(state: ExhibitionRailBlock['state'], now: Date): { where?: Where; sort: string } {
  if (!state || state === 'all') return { sort: '-startDate' }
  const sort = state === 'upcoming' ? 'startDate' : '-startDate'
  return { where: exhibitionStateWhere(STATES[state], now), sort }
}

export async function ExhibitionRail({ block, id }: { block: ExhibitionRailBlock; id: string }) {
  const exhibitions = await listPublished('exhibitions', {
    ...selectionFor(block.state, new Date()),
    limit: block.limit,
    select: EXHIBITION_CARD_FIELDS,
    populate: CARD_POPULATE,
  })
  return (
    <Rail
      id={id}
      kind="exhibition"
      title={block.title}
      viewAll={block.viewAll}
      layout={block.layout}
      emptyText="Nothing to show here right now."
      items={exhibitions.map((exhibition) => ({
        key: exhibition.id,
        card: <ExhibitionCard exhibition={exhibition} />,
      }))}
    />
  )
}
