import { artworkCardFromDoc, type ArtworkCardSource } from '@/lib/catalog/artwork-card'
import { READY_FOR_PICKUP } from '@/lib/catalog/ready-for-pickup'
import { mediumBySlug } from '@/lib/catalog/taxonomy'
import { imageRef } from '@/lib/cms/media'
import type { Artwork } from '@/payload-types'
import type { ArtworkRecord } from '../records'
import { unixSeconds } from './unix-seconds'

/** What the hit is made of: an artwork document with artist and images populated, or the rebuild's lean row. */
export type IndexedArtwork = ArtworkCardSource &
  Pick<Artwork, 'readyForPickup' | 'orientation' | 'sizeBucket' | 'featured' | 'publishedAt' | 'materials'>

/** The grid's availability facet: a work with no units left is Sold Out, whatever the column still says. */
function facetAvailability(artwork: IndexedArtwork): IndexedArtwork['availability'] {
  return artwork.availability !== 'On Hold' && artwork.inventory <= 0 ? 'Sold Out' : artwork.availability
}

/** The one mapping from an artwork document (artist and images populated) to its search record. */
export function artworkRecord(artwork: IndexedArtwork): ArtworkRecord {
  const card = artworkCardFromDoc(artwork)
  const images = (artwork.images ?? []).map((image) => imageRef(image, 'card'))
  const medium = mediumBySlug(artwork.medium)
  return {
    objectID: String(artwork.id),
    id: artwork.id,
    handle: artwork.handle,
    title: artwork.title,
    vendor: card.artistName,
    product_type: card.productType,
    product_image: card.image?.url ?? null,
    price: card.minPrice,
    named_tags: {
      algolia_availability: facetAvailability(artwork),
      ...(artwork.readyForPickup ? { algolia_at_the_loft: READY_FOR_PICKUP.label } : {}),
      algolia_orientation: artwork.orientation ?? 'Vertical',
      algolia_size: artwork.sizeBucket ?? 'Medium',
    },
    variants_inventory_count: card.inventoryCount,
    variants_min_price: card.minPrice,
    variants_max_price: card.maxPrice,
    meta: {
      artwork: { data: JSON.stringify({ priceUponRequest: card.priceUponRequest }) },
      media: {
        productImages: JSON.stringify(
          images.map((image) => ({
            image: image && {
              url: image.url,
              altText: image.alt,
              width: image.width,
              height: image.height,
              ...(image.srcSet ? { srcSet: image.srcSet } : {}),
            },
          })),
        ),
      },
    },
    featured: Boolean(artwork.featured),
    published_at: unixSeconds(artwork.publishedAt),
    body_html_safe: artwork.materials ?? undefined,
    tags: medium ? [medium.productType] : [],
  }
}
