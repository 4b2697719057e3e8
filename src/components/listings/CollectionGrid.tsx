import type { Where } from 'payload'
import { CardGrid } from '@/components/cards/CardGrid'
import { CollectionCard } from '@/components/cards/CollectionCard'
import { CARD_POPULATE, COLLECTION_CARD_FIELDS } from '@/lib/cms/card-fields'
import { listPublished } from '@/lib/cms/queries'

export async function CollectionGrid({ where, label }: { where?: Where; label: string }) {
  const docs = await listPublished('collections', {
    where,
    sort: 'sortOrder',
    limit: 60,
    select: COLLECTION_CARD_FIELDS,
    populate: CARD_POPULATE,
  })
  return (
    <CardGrid label={label}>
      {docs.map((collection) => (
        <li key={collection.id}>
          <CollectionCard collection={collection} />
        </li>
      ))}
    </CardGrid>
  )
}
