import { z } from 'zod'
import type { ArtworkCardData } from './artwork-card'
import { artworkNamedTagsSchema, artworkRecordSchema } from '@/lib/gallery-search/records'
import { log } from '@/lib/log'

const imageNode = z.looseObject({
  image: z
    .looseObject({
      url: z.string().min(1),
      altText: z.string().nullish(),
      width: z.number().optional(),
      height: z.number().optional(),
      srcSet: z.string().optional(),
    })
    .nullish(),
})
const productImagesSchema = z.array(imageNode.nullable().catch(null))
const artworkDataSchema = z.looseObject({ priceUponRequest: z.unknown().optional() })

// The fields of the artwork record a card shows, held to the record's own contract: no defaults.
const cardHit = artworkRecordSchema
  .pick({
    objectID: true,
    handle: true,
    title: true,
    vendor: true,
    product_type: true,
    product_image: true,
    variants_inventory_count: true,
    variants_min_price: true,
    variants_max_price: true,
    meta: true,
  })
  .extend({ named_tags: artworkNamedTagsSchema.pick({ algolia_availability: true }) })

/** Parses a JSON string field of the hit; a malformed one counts as absent. */
function parseJsonField<T>(text: string | undefined, schema: z.ZodType<T>): T | undefined {
  if (!text) return undefined
  try {
    const parsed = schema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/**
 * The card's view of a search hit, or null when the hit breaks the artwork record's contract: it is
 * logged and left out, rather than shown with made-up values (an available work at $0).
 */
export function artworkCardFromHit(hit: unknown): ArtworkCardData | null {
  const parsed = cardHit.safeParse(hit)
  if (!parsed.success) {
    log.error({ hit, issues: parsed.error.issues }, 'artwork grid: malformed artwork hit skipped')
    return null
  }
  const h = parsed.data
  const images = parseJsonField(h.meta.media?.productImages, productImagesSchema) ?? []
  const [first, second] = images
  const data = parseJsonField(h.meta.artwork?.data, artworkDataSchema)
  const image = h.product_image ?? first?.image?.url
  return {
    id: h.objectID,
    handle: h.handle,
    title: h.title,
    artistName: h.vendor,
    image: image
      ? {
          url: image,
          alt: first?.image?.altText ?? h.title,
          width: first?.image?.width ?? 0,
          height: first?.image?.height ?? 0,
          ...(first?.image?.srcSet && first.image.url === image ? { srcSet: first.image.srcSet } : {}),
        }
      : null,
    hoverImage: second?.image
      ? {
          url: second.image.url,
          alt: '',
          width: second.image.width ?? 0,
          height: second.image.height ?? 0,
          ...(second.image.srcSet ? { srcSet: second.image.srcSet } : {}),
        }
      : null,
    availability: h.named_tags.algolia_availability,
    inventoryCount: h.variants_inventory_count,
    productType: h.product_type,
    priceUponRequest: data?.priceUponRequest === true || data?.priceUponRequest === 'true',
    minPrice: h.variants_min_price,
    maxPrice: h.variants_max_price,
  }
}
