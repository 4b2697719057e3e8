import { CardLink } from './CardLink'
import { imageRef } from '@/lib/cms/media'
import type { CollectionCardDoc } from '@/lib/cms/card-fields'
import { CardImage } from './CardImage'

/** A collection card: title, excerpt, thumbnail 5/4; links to the collection page. */
export function CollectionCard({ collection }: { collection: CollectionCardDoc }) {
  return (
    <CardLink href={`/collections/${collection.slug}`} className="group block" data-card="collection">
      <CardImage image={imageRef(collection.thumbnail, 'card')} aspect="5/4" />
      <h3 className="mt-3 font-serif text-xl group-hover:underline">{collection.title}</h3>
      <p className="mt-1 text-sm text-muted">{collection.excerpt}</p>
    </CardLink>
  )
}
