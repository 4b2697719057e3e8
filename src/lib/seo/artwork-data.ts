import type { ArtworkCardData } from '@/lib/catalog/artwork-card'
import { cmFromInches } from '@/lib/catalog/dimensions'
import { artistDisplayName, type ArtistNameFields } from '@/lib/catalog/names'
import { cardState, type CardState } from '@/lib/catalog/price-label'
import type { Artwork } from '@/payload-types'
import { absoluteUrl } from './absolute-url'

const CURRENCY = 'USD'

const AVAILABILITY_URL = {
  'on-hold': 'https://schema.org/Reserved',
  sold: 'https://schema.org/SoldOut',
  'price-on-request': 'https://schema.org/InStock',
  price: 'https://schema.org/InStock',
} as const

/** A measurement in both units, as UN/CEFACT codes: INH inches, CMT centimetres. */
function measurement(inches: number | null | undefined) {
  if (!inches) return undefined
  return [
    { '@type': 'QuantitativeValue', value: inches, unitCode: 'INH', unitText: 'in' },
    { '@type': 'QuantitativeValue', value: cmFromInches(inches), unitCode: 'CMT', unitText: 'cm' },
  ]
}

type OfferedVariant = Pick<Artwork['variants'][number], 'title' | 'price'>

function variantOffer(variant: OfferedVariant, state: CardState, url: string) {
  const availability = AVAILABILITY_URL[state.kind]
  return { '@type': 'Offer', name: variant.title, price: variant.price, priceCurrency: CURRENCY, availability, url }
}

/**
 * The offer a search engine may show, by the card's rules: one price, or a range over the variants with
 * each variant's own offer; none when the work is priced on request, since any price there would be made up.
 */
function offerData(card: ArtworkCardData, variants: readonly OfferedVariant[], url: string) {
  const state = cardState(card)
  if (state.kind === 'price-on-request') return undefined
  const availability = AVAILABILITY_URL[state.kind]
  if (card.minPrice < card.maxPrice) {
    return {
      '@type': 'AggregateOffer',
      lowPrice: card.minPrice,
      highPrice: card.maxPrice,
      offerCount: variants.length,
      priceCurrency: CURRENCY,
      availability,
      url,
      offers: variants.map((variant) => variantOffer(variant, state, url)),
    }
  }
  return { '@type': 'Offer', price: card.minPrice, priceCurrency: CURRENCY, availability, url }
}

export type CreatorFacts = ArtistNameFields & { slug?: unknown }

/** A studio is an Organization, an artist under their own name a Person; either links to the artist page. */
function creatorData(siteUrl: string, artist: CreatorFacts | null | undefined) {
  if (!artist) return undefined
  const name = artistDisplayName(artist)
  if (!name) return undefined
  const isStudio = typeof artist.studioName === 'string' && artist.studioName.trim() !== ''
  const url =
    typeof artist.slug === 'string' && artist.slug ? absoluteUrl(siteUrl, `/artists/${artist.slug}`) : undefined
  return { '@type': isStudio ? 'Organization' : 'Person', name, url }
}

type ArtworkFacts = {
  siteUrl: string
  artwork: Pick<Artwork, 'title' | 'handle' | 'materials' | 'dimensions'> & { variants: readonly OfferedVariant[] }
  card: ArtworkCardData
  artist?: CreatorFacts | null
  description?: string
  images: string[]
}

/** The schema.org VisualArtwork of a product page, with its offer. */
export function visualArtworkData({ siteUrl, artwork, card, artist, description, images }: ArtworkFacts) {
  const url = absoluteUrl(siteUrl, `/products/${artwork.handle}`)
  return {
    '@type': 'VisualArtwork',
    name: artwork.title,
    url,
    description,
    image: images.map((image) => absoluteUrl(siteUrl, image)),
    creator: creatorData(siteUrl, artist),
    artform: card.productType || undefined,
    artMedium: artwork.materials ?? undefined,
    width: measurement(artwork.dimensions?.width),
    height: measurement(artwork.dimensions?.height),
    depth: measurement(artwork.dimensions?.depth),
    offers: offerData(card, artwork.variants, url),
  }
}
