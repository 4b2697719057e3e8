import { artworkCardFromDoc } from '@/lib/catalog/artwork-card'
import { availabilityLabel, cardState } from '@/lib/catalog/price-label'
import type { ProductDoc } from '@/lib/cms/artworks'
import { imageRef, type ImageRef } from '@/lib/cms/media'
import { plainSummary } from '@/lib/seo/summary'
import type { ChoosableVariant } from './variant-choice'

/** The story of the work, or failing that what it is: title, artist, medium. */
function productDescription(artwork: ProductDoc, artistName: string, siteName: string): string {
  const facts = [artwork.title, artistName, artwork.materials].filter(Boolean).join(', ')
  return plainSummary(artwork.description) ?? `${facts}. An original work at ${siteName}.`
}

const choosableVariants = (artwork: ProductDoc): ChoosableVariant[] =>
  artwork.variants.map((variant, index) => ({
    id: variant.id ?? String(index),
    title: variant.title,
    price: variant.price,
    // An option that keeps its own count (an edition's artist proof) sells out on its own.
    available: artwork.inventory > 0 && (variant.inventory ?? 1) > 0,
  }))

const isImage = (image: ImageRef | null): image is ImageRef => image !== null

/** What an artwork's product page shows of the work, worked out from its document. */
export function productView(artwork: ProductDoc, siteName: string) {
  const card = artworkCardFromDoc(artwork)
  const state = cardState(card)
  return {
    card,
    state,
    availability: availabilityLabel(state),
    // Add to cart shows for a work that can be bought at its price: never sold, on hold or priced on request.
    priced: state.kind === 'price',
    /** The populated artist of the work: its slug for the link. */
    artist: artwork.artist && typeof artwork.artist === 'object' ? artwork.artist : undefined,
    images: (artwork.images ?? []).map((image) => imageRef(image, 'original')).filter(isImage),
    variants: choosableVariants(artwork),
    description: productDescription(artwork, card.artistName, siteName),
  }
}
