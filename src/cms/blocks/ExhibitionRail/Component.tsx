import { ExhibitionCard } from '@/components/cards/ExhibitionCard'
import { Rail, type RailProps } from '../rail/Rail'
import type { ExhibitionRailData } from '../loaded'

/** Exhibition cards: upcoming soonest first, the others most recent first. */
export function ExhibitionRail({ block, id, leadsPage }: RailProps<ExhibitionRailData>) {
  const items = block.cards.map((exhibition, index) => ({
    key: exhibition.id,
    card: <ExhibitionCard exhibition={exhibition} priority={leadsPage && index === 0} />,
  }))
  return <Rail id={id} kind="exhibition" settings={block} items={items} />
}
