/** The artwork index: Featured order (featured works first, then newest). */
export const PRODUCTS_INDEX = 'shopify_production_products'

/** The artwork sort orders. Each but Featured is a replica index named `{PRODUCTS_INDEX}_{suffix}`. */
export const REPLICA_SORTS = {
  date_desc: { attribute: 'published_at', direction: 'desc' },
  min_price_asc: { attribute: 'variants_min_price', direction: 'asc' },
  max_price_desc: { attribute: 'variants_max_price', direction: 'desc' },
} as const

export type ReplicaSuffix = keyof typeof REPLICA_SORTS

export function replicaName(indexName: string, suffix: ReplicaSuffix): string {
  return `${indexName}_${suffix}`
}

/** The sort dropdown, in its order. */
export const SORT_OPTIONS = [
  { label: 'Featured', value: PRODUCTS_INDEX },
  { label: 'Newest', value: replicaName(PRODUCTS_INDEX, 'date_desc') },
  { label: 'Price ascending', value: replicaName(PRODUCTS_INDEX, 'min_price_asc') },
  { label: 'Price descending', value: replicaName(PRODUCTS_INDEX, 'max_price_desc') },
] as const

export const NEWEST_INDEX = replicaName(PRODUCTS_INDEX, 'date_desc')
