/** A value an index can hold: JSON plus `undefined` so optional record fields type-check. */
export type RecordValue =
  string | number | boolean | null | undefined | readonly RecordValue[] | { readonly [key: string]: RecordValue }

/** Any record of any index (artists, collections, journal, exhibitions, query suggestions, artworks). */
export type SearchRecord = { readonly objectID: string; readonly [key: string]: RecordValue }

export type Availability = 'Available' | 'On Hold' | 'Sold Out'
export type Orientation = 'Horizontal' | 'Square' | 'Vertical'
export type SizeBucket = 'Small' | 'Medium' | 'Large' | 'Extra-Large'
export const READY_FOR_PICKUP = 'Ready for Pick-up'

export type ArtworkNamedTags = {
  algolia_availability: Availability
  /** 'Ready for Pick-up' when the work hangs at the loft; absent otherwise. */
  algolia_at_the_loft?: typeof READY_FOR_PICKUP
  algolia_orientation: Orientation
  algolia_size: SizeBucket
}

export type ArtworkMeta = {
  /** `data` is a JSON string such as `{"priceUponRequest":true}`. */
  artwork?: { data: string }
  /** `productImages` is a JSON string; its second node carries the medium image used on hover. */
  media?: { productImages: string }
}

/** The artwork hit of spec §3: also the shape of a hosted Algolia index of a Shopify catalog. */
export type ArtworkHit = {
  objectID: string
  id: number
  handle: string
  title: string
  vendor: string
  product_type: string
  product_image: string | null
  price: number
  named_tags: ArtworkNamedTags
  variants_inventory_count: number
  variants_min_price: number
  variants_max_price: number
  meta: ArtworkMeta
  featured: boolean
  /** Unix seconds. */
  published_at: number
  /** Optional free text (medium, description) searched after the named fields, as Algolia's Shopify indexer does. */
  body_html_safe?: string
  tags?: readonly string[]
}

export type SortDirection = 'asc' | 'desc'

export type RankingRule = { readonly attribute: string; readonly direction: SortDirection }

export type ReplicaSettings = { readonly name: string; readonly sort: RankingRule }

export type IndexSettings = {
  /** Ordered: earlier attributes rank higher (Algolia's `attribute` criterion). Dot paths allowed. */
  readonly searchableAttributes: readonly string[]
  readonly attributesForFaceting: readonly string[]
  /** Attributes kept as number columns for numeric filters, sorting and facets_stats. */
  readonly numericAttributes: readonly string[]
  readonly customRanking: readonly RankingRule[]
  readonly replicas: readonly ReplicaSettings[]
  /** Algolia's default: hits beyond this position are not reachable by paging. */
  readonly paginationLimitedTo?: number
}
