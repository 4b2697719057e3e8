import type { FramingOption } from '@/components/shop/room/chosen-option'
import type { RoomWork } from '@/components/shop/room/RoomScene'
import { artworkCardFromDoc } from '@/lib/catalog/artwork-card'
import { isFramedOption } from '@/lib/catalog/framing'
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

const measured = (side: number | null | undefined): side is number => typeof side === 'number' && side > 0

/** What the room view draws: a work with a width and a height, and which of its options come framed. */
function roomOf(artwork: ProductDoc, imageUrl: string | null): { work: RoomWork; options: FramingOption[] } | null {
  const { width, height } = artwork.dimensions ?? {}
  if (!measured(width) || !measured(height)) return null
  return {
    work: { title: artwork.title, widthIn: width, heightIn: height, imageUrl },
    options: choosableVariants(artwork).map((variant) => ({ id: variant.id, framed: isFramedOption(variant.title) })),
  }
}

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
    /** The room view's work and options; null for a work without both a width and a height. */
    room: roomOf(artwork, card.image?.url ?? null),
  }
}
