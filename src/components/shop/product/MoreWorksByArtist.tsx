import { ArtworkCard } from '@/components/cards/ArtworkCard'
import { CardGrid } from '@/components/cards/CardGrid'
import { listArtworkCards } from '@/lib/cms/artworks'
import { env } from '@/lib/env'
import { shopLinks } from '@/lib/shop/links'

const MORE_WORKS_LIMIT = 6

type Props = { artistId: number; artistName: string; artworkId: number }

/**
 * Up to six other published works by the same artist, featured first. Read through the CMS list query, which
 * tags the page with the artworks list, so a work published, sold or withdrawn refreshes the cached page.
 */
export async function MoreWorksByArtist({ artistId, artistName, artworkId }: Props) {
  const cards = await listArtworkCards(
    { and: [{ artist: { equals: artistId } }, { id: { not_equals: artworkId } }] },
    '-featured',
    MORE_WORKS_LIMIT,
  )
  if (cards.length === 0) return null
  const shop = shopLinks(env().SHOP_URL)
  const title = `More works by ${artistName}`
  return (
    <section aria-labelledby="more-works" className="py-12" data-more-works>
      <h2 id="more-works" className="mx-auto mb-6 max-w-7xl px-4 font-serif text-2xl md:px-6">
        {title}
      </h2>
      <CardGrid label={title}>
        {cards.map((card) => (
          <li key={card.id}>
            <ArtworkCard artwork={card} productHref={shop.product(card.handle)} />
          </li>
        ))}
      </CardGrid>
    </section>
  )
}
