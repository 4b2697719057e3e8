import { Link } from '@/components/ui/Link'
import { imageRef, type ImageRef } from '@/lib/cms/media'
import type { ExhibitionCardDoc } from '@/lib/cms/card-fields'
import { CardImage } from './CardImage'

type ExhibitionCardViewProps = {
  slug: string
  title: string
  category: string
  exhibitors?: string | null
  location?: string | null
  state?: string | null
  image: ImageRef | null
  /** The card's image is the page's largest paint: fetched first, never lazily. */
  priority?: boolean
}

/** An exhibition card: category, title, exhibitors, location and state, thumbnail 5/4; links to the exhibition page. */
export function ExhibitionCardView({
  slug,
  title,
  category,
  exhibitors,
  location,
  state,
  image,
  priority,
}: ExhibitionCardViewProps) {
  return (
    <Link href={`/exhibitions/${slug}`} className="group block" data-card="exhibition">
      <CardImage image={image} aspect="5/4" priority={priority} />
      <p className="mt-3 text-xs font-semibold uppercase tracking-wider text-accent">{category}</p>
      <h3 className="mt-1 font-serif text-xl group-hover:underline">{title}</h3>
      {exhibitors ? <p className="text-sm">{exhibitors}</p> : null}
      <p className="text-sm text-muted">{[location, state].filter(Boolean).join(' · ')}</p>
    </Link>
  )
}

export function ExhibitionCard({ exhibition, priority }: { exhibition: ExhibitionCardDoc; priority?: boolean }) {
  return <ExhibitionCardView {...exhibition} image={imageRef(exhibition.thumbnail, 'card')} priority={priority} />
}
