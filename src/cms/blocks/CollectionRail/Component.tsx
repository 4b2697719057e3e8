import { CollectionCard } from '@/components/cards/CollectionCard'
import { Rail, type RailProps } from '../rail/Rail'
import type { CollectionRailData } from '../loaded'

/** Collection cards in the gallery's own order, optionally of one type. */
export function CollectionRail({ block, id, leadsPage }: RailProps<CollectionRailData>) {
  const items = block.cards.map((collection, index) => ({
    key: collection.id,
    card: <CollectionCard collection={collection} priority={leadsPage && index === 0} />,
  }))
  return <Rail id={id} kind="collection" settings={block} items={items} />
}
