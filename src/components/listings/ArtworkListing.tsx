import type { Where } from 'payload'
import { ArtworkCard } from '@/components/cards/ArtworkCard'
import { CardGrid } from '@/components/cards/CardGrid'
import { PageHeading } from '@/components/ui/PageHeading'
import { listArtworkCards } from '@/lib/cms/artworks'
import { env } from '@/lib/env'
import { shopLinks } from '@/lib/shop/links'

type Props = { title: string; eyebrow?: string; description?: string; where?: Where; sort?: string }

export const NO_RESULTS_MESSAGE =
  'There are no results for your selected filters. Try removing filters to expand your search.'

/** A titled listing of artwork cards rendered on the server. */
export async function ArtworkListing({ title, eyebrow = 'Artwork', description, where, sort }: Props) {
  const { cards, totalDocs } = await listArtworkCards(where, sort)
  const shop = shopLinks(env().SHOP_URL)
  return (
    <>
      <PageHeading title={title} eyebrow={eyebrow} description={description}>
        <p className="mt-6 text-sm text-muted" aria-live="polite">
          {totalDocs} {totalDocs === 1 ? 'result' : 'results'}
        </p>
      </PageHeading>
      {cards.length === 0 ? (
        <p className="mx-auto max-w-7xl px-4 md:px-6">{NO_RESULTS_MESSAGE}</p>
      ) : (
        <CardGrid label={`${title}: artworks`}>
          {cards.map((card, index) => (
            <li key={card.id}>
              <ArtworkCard artwork={card} productHref={shop.product(card.handle)} priority={index < 3} />
            </li>
          ))}
        </CardGrid>
      )}
    </>
  )
}
