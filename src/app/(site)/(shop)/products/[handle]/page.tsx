import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { RichText } from '@/components/rich-text/RichText'
import { JsonLd } from '@/components/seo/JsonLd'
import { SaveArtworkButton } from '@/components/customer/SaveArtworkButton'
import { ArtworkImages } from '@/components/shop/ArtworkImages'
import { GiftCardProduct } from '@/components/shop/GiftCardProduct'
import { artworkCardFromDoc } from '@/lib/catalog/artwork-card'
import { availabilityLabel, cardState, formatPrice } from '@/lib/catalog/price-label'
import { imageRef, type ImageRef } from '@/lib/cms/media'
import { findProduct, type ProductDoc } from '@/lib/cms/artworks'
import { env } from '@/lib/env'
import { visualArtworkData } from '@/lib/seo/artwork-data'
import { pageSharing } from '@/lib/seo/open-graph'
import { breadcrumbList } from '@/lib/seo/structured-data'
import { plainSummary } from '@/lib/seo/summary'
import { GIFT_CARD_HANDLE } from '@/lib/shop/links'

type Props = { params: Promise<{ handle: string }> }

const findArtwork = async (params: Props['params']) => findProduct((await params).handle)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  if ((await params).handle === GIFT_CARD_HANDLE) return { title: 'Gift Card' }
  const artwork = await findArtwork(params)
  if (!artwork) return {}
  const card = artworkCardFromDoc(artwork)
  return pageSharing({
    title: artwork.title,
    description: productDescription(artwork, card.artistName),
    path: `/products/${artwork.handle}`,
    image: card.image?.url,
  })
}

/** The story of the work, or failing that what it is: title, artist, medium. */
function productDescription(artwork: ProductDoc, artistName: string): string {
  const facts = [artwork.title, artistName, artwork.materials].filter(Boolean).join(', ')
  return plainSummary(artwork.description) ?? `${facts}. An original work at ${env().SITE_NAME}.`
}

const artistPathOf = (artwork: ProductDoc) =>
  artwork.artist && typeof artwork.artist === 'object' ? `/artists/${artwork.artist.slug}` : undefined

/** The embedded shop's product page for an artwork (or the gallery gift card). */
export default async function ProductPage({ params }: Props) {
  if ((await params).handle === GIFT_CARD_HANDLE) return <GiftCardProduct />
  const artwork = await findArtwork(params)
  if (!artwork) notFound()
  const card = artworkCardFromDoc(artwork)
  const state = cardState(card)
  const { width, height, depth } = artwork.dimensions ?? {}
  const images = (artwork.images ?? []).map((image) => imageRef(image, 'original')).filter(isImage)
  const { SITE_URL } = env()
  // One column on phones, read top to bottom: title, artist and price, then the images, then the details.
  // From M the images take the left column and the text stays beside them.
  return (
    <article className="mx-auto grid max-w-7xl gap-x-10 gap-y-6 px-4 py-8 md:grid-cols-2 md:grid-rows-[auto_1fr] md:px-6 md:py-12">
      <JsonLd
        data={visualArtworkData({
          siteUrl: SITE_URL,
          artwork,
          card,
          artistPath: artistPathOf(artwork),
          description: productDescription(artwork, card.artistName),
          images: images.map((image) => image.url),
        })}
      />
      <JsonLd
        data={breadcrumbList(SITE_URL, [
          { name: 'Artwork', path: '/artworks' },
          { name: artwork.title, path: `/products/${artwork.handle}` },
        ])}
      />
      <header className="md:col-start-2 md:row-start-1">
        <h1 className="font-serif text-3xl md:text-4xl">{artwork.title}</h1>
        <p className="mt-2 text-lg">{card.artistName}</p>
        <div className="mt-4 flex items-center justify-between gap-4">
          <p className="text-xl" data-price>
            {state.label}
          </p>
          <SaveArtworkButton artworkId={artwork.id} title={artwork.title} />
        </div>
      </header>
      <div className="md:col-start-1 md:row-span-2 md:row-start-1">
        <ArtworkImages images={images} />
      </div>
      <div className="md:col-start-2 md:row-start-2">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted">Medium</dt>
          <dd>
            {card.productType}
            {artwork.materials ? ` · ${artwork.materials}` : ''}
          </dd>
          <dt className="text-muted">Size</dt>
          <dd>
            {[width, height, depth].filter(Boolean).join(' × ')} in · {artwork.orientation} · {artwork.sizeBucket}
          </dd>
          <dt className="text-muted">Availability</dt>
          <dd>
            {availabilityLabel(state)}
            {artwork.readyForPickup ? ' · Ready for Pick-up' : ''}
          </dd>
        </dl>
        {state.kind === 'price' ? (
          <ul className="mt-6 divide-y divide-line border-y border-line text-sm" aria-label="Options">
            {artwork.variants.map((variant) => (
              <li key={variant.id ?? variant.title} className="flex justify-between py-2">
                <span>{variant.title}</span>
                <span>{variant.inventory > 0 ? formatPrice(variant.price) : 'Sold'}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <RichText data={artwork.description} className="prose-gallery mt-8" />
      </div>
    </article>
  )
}

const isImage = (image: ImageRef | null): image is ImageRef => image !== null
