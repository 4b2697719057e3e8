import { CardLink } from './CardLink'
import { imageRef } from '@/lib/cms/media'
import type { ExhibitionCardDoc } from '@/lib/cms/card-fields'
import { CardImage } from './CardImage'

/** An exhibition card: category, title, exhibitors, location and state, thumbnail 5/4; links to the exhibition page. */
export function ExhibitionCard({ exhibition }: { exhibition: ExhibitionCardDoc }) {
  return (
    <CardLink href={`/exhibitions/${exhibition.slug}`} className="group block" data-card="exhibition">
      <CardImage image={imageRef(exhibition.thumbnail, 'card')} aspect="5/4" />
      <p className="mt-3 text-xs font-semibold uppercase tracking-wider text-accent">{exhibition.category}</p>
      <h3 className="mt-1 font-serif text-xl group-hover:underline">{exhibition.title}</h3>
      {exhibition.exhibitors ? <p className="text-sm">{exhibition.exhibitors}</p> : null}
      <p className="text-sm text-muted">{[exhibition.location, exhibition.state].filter(Boolean).join(' · ')}</p>
    </CardLink>
  )
}
