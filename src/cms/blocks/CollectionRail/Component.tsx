import { CollectionCard } from '@/components/cards/CollectionCard'
import { Rail } from '../rail/Rail'
import { CARD_POPULATE, COLLECTION_CARD_FIELDS } from '@/lib/cms/card-fields'
import { listPublished } from '@/lib/cms/queries'
import type { CollectionRailBlock } from '@/payload-types'

/** Collection cards in the gallery's own order, optionally of one type. */
export async function CollectionRail({ block, id }: { block: CollectionRailBlock; id: string }) {
  const where = block.category === 'all' ? undefined : { category: { equals: block.category } }
  const docs = await listPublished('collections', {
    where,
    sort: 'sortOrder',
    limit: block.limit,
    select: COLLECTION_CARD_FIELDS,
    populate: CARD_POPULATE,
  })
  return (
    <Rail
      id={id}
      kind="collection"
      title={block.title}
      viewAll={block.viewAll}
      layout={block.layout}
      emptyText="No collections to show here right now."
      items={docs.map((collection) => ({ key: collection.id, card: <CollectionCard collection={collection} /> }))}
    />
  )
}
