import { CardGrid } from '@/components/cards/CardGrid'
import { CollectionCard } from '@/components/cards/CollectionCard'
import type { CollectionCardDoc } from '@/lib/cms/card-fields'

/** Collection cards in a grid, as read by the page (`collections` in the content reads). */
export function CollectionGrid({ collections, label }: { collections: CollectionCardDoc[]; label: string }) {
  return (
    <CardGrid label={label}>
      {collections.map((collection) => (
        <li key={collection.id}>
          <CollectionCard collection={collection} />
        </li>
      ))}
    </CardGrid>
  )
}
