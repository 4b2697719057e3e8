import { artistDisplayName, type ArtistNameFields } from './names'
import type { CardPricing } from './price-label'
import { CUSTOM_COMMISSION, mediumBySlug } from './taxonomy'
import { imageRef, type ImageRef } from '@/lib/cms/media'
import type { Artwork } from '@/payload-types'

/** The fields of an artwork document the card reads: a full document, or the search rebuild's lean row. */
export type ArtworkCardSource = Pick<
  Artwork,
  | 'id'
  | 'handle'
  | 'title'
  | 'images'
  | 'availability'
  | 'customCommission'
  | 'medium'
  | 'priceUponRequest'
  | 'inventory'
> & {
  artist: number | ArtistNameFields | null
  variants: ReadonlyArray<Pick<Artwork['variants'][number], 'price'>>
}

export type ArtworkCardData = CardPricing & {
  id: string
  handle: string
  title: string
  artistName: string
  image: ImageRef | null
  hoverImage: ImageRef | null
}

/** The card's view of an artwork document (search hits map to the same shape). */
export function artworkCardFromDoc(artwork: ArtworkCardSource): ArtworkCardData {
  const prices = artwork.variants.map((variant) => variant.price)
  const [first, second] = artwork.images ?? []
  return {
    id: String(artwork.id),
    handle: artwork.handle,
    title: artwork.title,
    artistName: artwork.artist && typeof artwork.artist === 'object' ? artistDisplayName(artwork.artist) : '',
    image: imageRef(first, 'card'),
    hoverImage: imageRef(second, 'card'),
    availability: artwork.availability,
    inventoryCount: artwork.inventory,
    productType: artwork.customCommission ? CUSTOM_COMMISSION : (mediumBySlug(artwork.medium)?.productType ?? ''),
    priceUponRequest: Boolean(artwork.priceUponRequest),
    minPrice: Math.min(...prices),
    maxPrice: Math.max(...prices),
  }
}
