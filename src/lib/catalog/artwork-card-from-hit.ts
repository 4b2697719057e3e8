import { z } from 'zod'
import type { ArtworkCardData } from './artwork-card'
import { AVAILABILITY } from './taxonomy'

const imageNode = z.looseObject({
  image: z
    .looseObject({
      url: z.string().min(1),
      altText: z.string().nullish(),
      width: z.number().optional(),
      height: z.number().optional(),
    })
    .nullish(),
})
const productImagesSchema = z.array(imageNode.nullable().catch(null))
const artworkDataSchema = z.looseObject({ priceUponRequest: z.unknown().optional() })

const hitSchema = z.looseObject({
  objectID: z.string(),
  handle: z.string(),
  title: z.string().catch(''),
  vendor: z.string().catch(''),
  product_type: z.string().catch(''),
  product_image: z.string().nullish().catch(null),
  named_tags: z
    .looseObject({ algolia_availability: z.enum(AVAILABILITY).catch('Available') })
    .catch({ algolia_availability: 'Available' }),
  variants_inventory_count: z.number().catch(0),
  variants_min_price: z.number().catch(0),
  variants_max_price: z.number().catch(0),
  meta: z
    .looseObject({
      artwork: z.looseObject({ data: z.string() }).optional().catch(undefined),
      media: z.looseObject({ productImages: z.string() }).optional().catch(undefined),
    })
    .catch({}),
})

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

/** The card's view of a search hit, or null when the hit lacks what a card needs (id and handle). */
export function artworkCardFromHit(hit: unknown): ArtworkCardData | null {
  const parsed = hitSchema.safeParse(hit)
  if (!parsed.success) return null
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
        }
      : null,
    hoverImage: second?.image
      ? { url: second.image.url, alt: '', width: second.image.width ?? 0, height: second.image.height ?? 0 }
      : null,
    availability: h.named_tags.algolia_availability,
    inventoryCount: h.variants_inventory_count,
    productType: h.product_type,
    priceUponRequest: data?.priceUponRequest === true || data?.priceUponRequest === 'true',
    minPrice: h.variants_min_price,
    maxPrice: h.variants_max_price,
  }
}
