import type { Where } from 'payload'
import { ExhibitionCard } from '@/components/cards/ExhibitionCard'
import { Rail, type RailProps } from '../rail/Rail'
import { exhibitionStateWhere } from '@/lib/catalog/exhibition-state-where'
import { listExhibitionCards } from '@/lib/cms/card-lists'
import type { ExhibitionRailBlock } from '@/payload-types'

const STATES = { onView: 'On View', upcoming: 'Upcoming', past: 'Past' } as const

/** Upcoming exhibitions soonest first; the others most recent first. */
function selectionFor(state: ExhibitionRailBlock['state'], now: Date): { where?: Where; sort: string } {
  if (!state || state === 'all') return { sort: '-startDate' }
  const sort = state === 'upcoming' ? 'startDate' : '-startDate'
  return { where: exhibitionStateWhere(STATES[state], now), sort }
}

export async function ExhibitionRail({ block, id, leadsPage }: RailProps<ExhibitionRailBlock>) {
  const exhibitions = await listExhibitionCards({ ...selectionFor(block.state, new Date()), limit: block.limit })
  const items = exhibitions.map((exhibition, index) => ({
    key: exhibition.id,
    card: <ExhibitionCard exhibition={exhibition} priority={leadsPage && index === 0} />,
  }))
  return <Rail id={id} kind="exhibition" settings={block} items={items} />
}
