import { Link } from '@/components/ui/Link'
import { imageRef, type ImageRef } from '@/lib/cms/media'
import type { CollectionCardDoc } from '@/lib/cms/card-fields'
import { CardImage } from './CardImage'

type CollectionCardViewProps = {
  slug: string
  title: string
  excerpt: string
  image: ImageRef | null
  priority?: boolean
}

/** A collection card: title, excerpt, thumbnail 5/4; links to the collection page. */
export function CollectionCardView({ slug, title, excerpt, image, priority }: CollectionCardViewProps) {
  return (
    <Link href={`/collections/${slug}`} className="group block" data-card="collection">
      <CardImage image={image} aspect="5/4" priority={priority} />
      <h3 className="mt-3 font-serif text-xl group-hover:underline">{title}</h3>
      <p className="mt-1 text-sm text-muted">{excerpt}</p>
    </Link>
  )
}

export function CollectionCard({ collection, priority }: { collection: CollectionCardDoc; priority?: boolean }) {
  const { slug, title, excerpt } = collection
  const image = imageRef(collection.thumbnail, 'card')
  return <CollectionCardView slug={slug} title={title} excerpt={excerpt} image={image} priority={priority} />
}
