import type { Where } from 'payload'
import { ExhibitionCard } from '@/components/cards/ExhibitionCard'
import { Rail } from '../rail/Rail'
import type { ExhibitionState } from '@/lib/catalog/taxonomy'
import { CARD_POPULATE, EXHIBITION_CARD_FIELDS } from '@/lib/cms/card-fields'
import { listPublished } from '@/lib/cms/queries'
import type { ExhibitionRailBlock } from '@/payload-types'

type Selection = { where?: Where; sort: string; state?: ExhibitionState }

/** The state is derived from the dates on read, so the query narrows by date and the state filters. */
function selectionFor(state: ExhibitionRailBlock['state'], now: string): Selection {
  switch (state) {
    case 'onView':
      return { where: { startDate: { less_than_equal: now } }, sort: '-startDate', state: 'On View' }
    case 'upcoming':
      return { where: { startDate: { greater_than: now } }, sort: 'startDate', state: 'Upcoming' }
    case 'past':
      return { where: { startDate: { less_than_equal: now } }, sort: '-startDate', state: 'Past' }
    default:
      return { sort: '-startDate' }
  }
}

export async function ExhibitionRail({ block, id }: { block: ExhibitionRailBlock; id: string }) {
  const selection = selectionFor(block.state, new Date().toISOString())
  const docs = await listPublished('exhibitions', {
    where: selection.where,
    sort: selection.sort,
    limit: 100,
    select: EXHIBITION_CARD_FIELDS,
    populate: CARD_POPULATE,
  })
  const exhibitions = docs.filter((doc) => !selection.state || doc.state === selection.state).slice(0, block.limit)
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
