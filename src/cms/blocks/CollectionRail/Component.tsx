import { CollectionCard } from '@/components/cards/CollectionCard'
import { Rail, type RailProps } from '../rail/Rail'
import { listCollectionCards } from '@/lib/cms/card-lists'
import type { CollectionRailBlock } from '@/payload-types'

/** Collection cards in the gallery's own order, optionally of one type. */
export async function CollectionRail({ block, id, leadsPage }: RailProps<CollectionRailBlock>) {
  const where = block.category === 'all' ? undefined : { category: { equals: block.category } }
  const docs = await listCollectionCards({ where, sort: 'sortOrder', limit: block.limit })
  const items = docs.map((collection, index) => ({
    key: collection.id,
    card: <CollectionCard collection={collection} priority={leadsPage && index === 0} />,
  }))
  return <Rail id={id} kind="collection" settings={block} items={items} />
}
