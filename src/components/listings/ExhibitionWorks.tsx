import { Link } from '@/components/ui/Link'
import { ArtworkCard } from '@/components/cards/ArtworkCard'
import { CardGrid } from '@/components/cards/CardGrid'
import { artworkCardFromDoc } from '@/lib/catalog/artwork-card'
import { artistDisplayName } from '@/lib/catalog/names'
import { env } from '@/lib/env'
import { shopLinks } from '@/lib/shop/links'
import type { Artist, Artwork } from '@/payload-types'

// A relation the visitor may not read (a draft, say) comes back as a bare id: it is left out.
const populated = <T extends object>(items: ReadonlyArray<number | T> | null | undefined): T[] =>
  (items ?? []).filter((item): item is T => typeof item === 'object')

/** The exhibitors as links to their artist pages, or the editor's text when no artist is linked. */
export function Exhibitors({
  artists,
  text,
}: {
  artists: Array<number | Artist> | null | undefined
  text?: string | null
}) {
  const linked = populated(artists)
  if (linked.length === 0) return text ? <>{text}</> : null
  return (
    <span data-exhibitors>
      {linked.map((artist, index) => (
        <span key={artist.id}>
          {index > 0 ? ', ' : ''}
          <Link href={`/artists/${artist.slug}`} className="underline-offset-4 hover:underline">
            {artistDisplayName(artist)}
          </Link>
        </span>
      ))}
    </span>
  )
}

/** The works in the show, as the editor chose them. */
export function ExhibitionWorks({ artworks }: { artworks: Array<number | Artwork> | null | undefined }) {
  const works = populated(artworks)
  if (works.length === 0) return null
  const shop = shopLinks(env().SHOP_URL)
  return (
    <section aria-labelledby="exhibition-works" className="mt-16">
      <h2 id="exhibition-works" className="mx-auto max-w-7xl px-4 font-serif text-2xl md:px-6">
        Works in the exhibition
      </h2>
      <div className="mt-6">
        <CardGrid label="Works in the exhibition">
          {works.map((artwork) => (
            <li key={artwork.id}>
              <ArtworkCard artwork={artworkCardFromDoc(artwork)} productHref={shop.product(artwork.handle)} />
            </li>
          ))}
        </CardGrid>
      </div>
    </section>
  )
}
