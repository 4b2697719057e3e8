import type { Where } from 'payload'
import { CardGrid } from '@/components/cards/CardGrid'
import { CollectionCard } from '@/components/cards/CollectionCard'
import { listCollectionCards } from '@/lib/cms/card-lists'

export async function CollectionGrid({ where, label }: { where?: Where; label: string }) {
  const docs = await listCollectionCards({ where, sort: 'sortOrder', limit: 60 })
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
