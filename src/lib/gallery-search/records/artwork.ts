import { z } from 'zod'
import { READY_FOR_PICKUP } from '@/lib/catalog/ready-for-pickup'
import { AVAILABILITY, ORIENTATIONS, SIZE_BUCKETS } from '@/lib/catalog/taxonomy'

const SIZE_VALUES = SIZE_BUCKETS.map((bucket) => bucket.value) as [
  (typeof SIZE_BUCKETS)[number]['value'],
  ...(typeof SIZE_BUCKETS)[number]['value'][],
]

export const artworkNamedTagsSchema = z.object({
  algolia_availability: z.enum(AVAILABILITY),
  /** The pick-up label when the work hangs at the loft; absent otherwise. */
  algolia_at_the_loft: z.literal(READY_FOR_PICKUP.label).optional(),
  algolia_orientation: z.enum(ORIENTATIONS),
  algolia_size: z.enum(SIZE_VALUES),
})

const artworkMetaSchema = z.object({
  /** `data` is a JSON string such as `{"priceUponRequest":true}`. */
  artwork: z.object({ data: z.string() }).optional(),
  /** `productImages` is a JSON string; its second node carries the medium image used on hover. */
  media: z.object({ productImages: z.string() }).optional(),
})

/** A record of the artwork index: also the shape of a hosted Algolia index of a Shopify catalog. */
export const artworkRecordSchema = z.object({
  objectID: z.string(),
  id: z.number(),
  handle: z.string(),
  title: z.string(),
  vendor: z.string(),
  product_type: z.string(),
  product_image: z.string().nullable(),
  price: z.number(),
  named_tags: artworkNamedTagsSchema,
  variants_inventory_count: z.number(),
  variants_min_price: z.number(),
  variants_max_price: z.number(),
  meta: artworkMetaSchema,
  featured: z.boolean(),
  /** Unix seconds. */
  published_at: z.number(),
  /** Optional free text (medium, description) searched after the named fields, as Algolia's Shopify indexer does. */
  body_html_safe: z.string().optional(),
  tags: z.array(z.string()).optional(),
})

export type ArtworkRecord = z.infer<typeof artworkRecordSchema>
