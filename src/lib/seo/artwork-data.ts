import type { ArtworkCardData } from '@/lib/catalog/artwork-card'
import { cardState } from '@/lib/catalog/price-label'
import type { Artwork } from '@/payload-types'
import { absoluteUrl } from './absolute-url'

const CURRENCY = 'USD'

const AVAILABILITY_URL = {
  'on-hold': 'https://schema.org/Reserved',
  sold: 'https://schema.org/SoldOut',
  'price-on-request': 'https://schema.org/InStock',
  price: 'https://schema.org/InStock',
} as const

const inches = (value: number | null | undefined) => (value ? { '@type': 'Distance', name: `${value} in` } : undefined)

/** The offer a search engine may show: one price, a range for several editions, none when priced on request. */
function offerData(card: ArtworkCardData, url: string) {
  const state = cardState(card)
  if (state.kind === 'price-on-request') return undefined
  const availability = AVAILABILITY_URL[state.kind]
  if (card.minPrice < card.maxPrice) {
    return {
      '@type': 'AggregateOffer',
      lowPrice: card.minPrice,
      highPrice: card.maxPrice,
      priceCurrency: CURRENCY,
      availability,
      url,
    }
  }
  return { '@type': 'Offer', price: card.minPrice, priceCurrency: CURRENCY, availability, url }
}

type ArtworkFacts = {
  siteUrl: string
  artwork: Pick<Artwork, 'title' | 'handle' | 'materials' | 'dimensions'>
  card: ArtworkCardData
  artistPath?: string
  description?: string
  images: string[]
}

export function visualArtworkData({ siteUrl, artwork, card, artistPath, description, images }: ArtworkFacts) {
  const url = absoluteUrl(siteUrl, `/products/${artwork.handle}`)
  return {
    '@type': 'VisualArtwork',
    name: artwork.title,
    url,
    description,
    image: images.map((image) => absoluteUrl(siteUrl, image)),
    creator: card.artistName
      ? { '@type': 'Person', name: card.artistName, url: artistPath ? absoluteUrl(siteUrl, artistPath) : undefined }
      : undefined,
    artform: card.productType || undefined,
    artMedium: artwork.materials ?? undefined,
    width: inches(artwork.dimensions?.width),
    height: inches(artwork.dimensions?.height),
    depth: inches(artwork.dimensions?.depth),
    offers: offerData(card, url),
  }
}
