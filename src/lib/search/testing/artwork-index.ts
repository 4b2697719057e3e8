import { PRODUCTS_INDEX, REPLICA_SORTS, replicaName, type ReplicaSuffix } from '@/lib/catalog/sort-indexes'
import type { IndexDefinition, IndexSettings } from '../types'

/** Settings of a Shopify-style artwork index with three sort replicas: the engine's tests run on it. */
export function artworkTestSettings(indexName: string = PRODUCTS_INDEX): IndexSettings {
  return {
    searchableAttributes: ['title', 'vendor', 'product_type', 'tags', 'body_html_safe'],
    attributesForFaceting: [
      'product_type',
      'vendor',
      'named_tags.algolia_availability',
      'named_tags.algolia_at_the_loft',
      'named_tags.algolia_orientation',
      'named_tags.algolia_size',
      'variants_min_price',
    ],
    numericAttributes: [
      'price',
      'variants_min_price',
      'variants_max_price',
      'variants_inventory_count',
      'published_at',
      'featured',
    ],
    customRanking: [
      { attribute: 'featured', direction: 'desc' },
      { attribute: 'published_at', direction: 'desc' },
    ],
    replicas: (Object.keys(REPLICA_SORTS) as ReplicaSuffix[]).map((suffix) => ({
      name: replicaName(indexName, suffix),
      sort: REPLICA_SORTS[suffix],
    })),
  }
}

/** The artwork test index alone, for `createEngine`. */
export const ARTWORK_TEST_INDEXES: readonly IndexDefinition[] = [
  { name: PRODUCTS_INDEX, settings: artworkTestSettings() },
]
