import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { RichText } from '@/components/rich-text/RichText'
import { JsonLd } from '@/components/seo/JsonLd'
import { SaveArtworkButton } from '@/components/customer/SaveArtworkButton'
import { ArtworkImages } from '@/components/shop/ArtworkImages'
import { EnquireAction } from '@/components/shop/enquiry/EnquireAction'
import { ArtistLink } from '@/components/shop/product/ArtistLink'
import { MoreWorksByArtist } from '@/components/shop/product/MoreWorksByArtist'
import { ProductFacts } from '@/components/shop/product/ProductFacts'
import { ProductPrice } from '@/components/shop/product/ProductPrice'
import { PurchaseControls } from '@/components/shop/product/PurchaseControls'
import { ShippingAndReturns } from '@/components/shop/product/ShippingAndReturns'
import { VariantChoiceProvider, type ChoosableVariant } from '@/components/shop/product/variant-choice'
import { ReadyToHangNotice } from '@/components/ui/ReadyToHangNotice'
import { artworkCardFromDoc } from '@/lib/catalog/artwork-card'
import { availabilityLabel, cardState } from '@/lib/catalog/price-label'
import { imageRef, type ImageRef } from '@/lib/cms/media'
import { findProduct, type ProductDoc } from '@/lib/cms/artworks'
import { env } from '@/lib/env'
import { visualArtworkData } from '@/lib/seo/artwork-data'
import { pageSharing } from '@/lib/seo/open-graph'
import { breadcrumbList } from '@/lib/seo/structured-data'
import { plainSummary } from '@/lib/seo/summary'
import { shopLinks } from '@/lib/shop/links'
import { shopTerms } from '@/lib/shop/shop-terms'

type Props = { params: Promise<{ handle: string }> }

const findArtwork = async (params: Props['params']) => findProduct((await params).handle)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
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

/** The populated artist of the work: its id for the other works, its slug for the link. */
const artistOf = (artwork: ProductDoc) =>
  artwork.artist && typeof artwork.artist === 'object' ? artwork.artist : undefined

const choosableVariants = (artwork: ProductDoc): ChoosableVariant[] =>
  artwork.variants.map((variant, index) => ({
    id: variant.id ?? String(index),
    title: variant.title,
    price: variant.price,
    available: artwork.inventory > 0,
  }))

/** The embedded shop's product page for an artwork (the gift card has its own route). */
export default async function ProductPage({ params }: Props) {
  const shippingAndReturns = await shopTerms()
  const artwork = await findArtwork(params)
  if (!artwork) notFound()
  const card = artworkCardFromDoc(artwork)
  const state = cardState(card)
  const artist = artistOf(artwork)
  const images = (artwork.images ?? []).map((image) => imageRef(image, 'original')).filter(isImage)
  const { SITE_URL, SHOP_URL, SHOP_CHECKOUT_ENABLED } = env()
  // Add to cart shows for a work that can be bought at its price: never sold, on hold or priced on request.
  const priced = state.kind === 'price'
  // One column on phones, read top to bottom: title, artist and price, then the images, then the details.
  // From M the images take the left column and the text stays beside them.
  return (
    <VariantChoiceProvider variants={choosableVariants(artwork)}>
      <article className="mx-auto grid max-w-7xl gap-x-10 gap-y-6 px-4 py-8 md:grid-cols-2 md:grid-rows-[auto_1fr] md:px-6 md:py-12">
        <JsonLd
          data={visualArtworkData({
            siteUrl: SITE_URL,
            artwork,
            card,
            artist,
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
          <ArtistLink name={card.artistName} slug={artist?.slug ?? undefined} />
          <div className="mt-4 flex items-center justify-between gap-4">
            <ProductPrice cardLabel={state.label} priced={priced} />
            <SaveArtworkButton artworkId={artwork.id} title={artwork.title} />
          </div>
        </header>
        <div className="md:col-start-1 md:row-span-2 md:row-start-1">
          <ArtworkImages images={images} />
        </div>
        <div className="md:col-start-2 md:row-start-2">
          <ProductFacts artwork={artwork} medium={card.productType} availability={availabilityLabel(state)} />
          {priced ? (
            <PurchaseControls
              artworkId={artwork.id}
              checkoutEnabled={SHOP_CHECKOUT_ENABLED}
              cartHref={shopLinks(SHOP_URL).cart}
            />
          ) : null}
          {/* A work priced on request is asked about instead of bought; any other can be asked about too. */}
          <EnquireAction
            artwork={{ id: artwork.id, title: artwork.title }}
            prominence={state.kind === 'price-on-request' ? 'primary' : 'secondary'}
          />
          {artwork.readyForPickup ? (
            <div className="mt-6">
              <ReadyToHangNotice />
            </div>
          ) : null}
          <RichText data={artwork.description} className="prose-gallery mt-8" />
          <ShippingAndReturns {...shippingAndReturns} />
        </div>
      </article>
      {artist ? <MoreWorksByArtist artistId={artist.id} artistName={card.artistName} artworkId={artwork.id} /> : null}
    </VariantChoiceProvider>
  )
}

const isImage = (image: ImageRef | null): image is ImageRef => image !== null
