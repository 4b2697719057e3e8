import { PRODUCTS_INDEX, REPLICA_SORTS, replicaName, type ReplicaSuffix } from '@/lib/catalog/sort-indexes'
import type { IndexDefinition, IndexSettings, RankingRule, ReplicaSettings } from '@/lib/search/types'

function productReplicas(indexName: string): ReplicaSettings[] {
  return (Object.keys(REPLICA_SORTS) as ReplicaSuffix[]).map((suffix) => ({
    name: replicaName(indexName, suffix),
    sort: REPLICA_SORTS[suffix],
  }))
}

const newestFirst: RankingRule = { attribute: 'published_at', direction: 'desc' }

export function artworkIndexSettings(indexName: string): IndexSettings {
  return {
    searchableAttributes: ['title', 'vendor', 'product_type', 'tags', 'body_html_safe'],
    attributesForFaceting: [
      'product_type',
      'vendor',
      'named_tags.algolia_availability',
      'named_tags.algolia_at_the_loft',
      'named_tags.algolia_orientation',
      'named_tags.algolia_size',
      // The price range widget reads facets_stats of this one; other numbers filter through numeric columns.
      'variants_min_price',
    ],
    // `featured:true` filters work without faceting: a facet filter on a numeric column compares numbers.
    numericAttributes: [
      'price',
      'variants_min_price',
      'variants_max_price',
      'variants_inventory_count',
      'published_at',
      'featured',
    ],
    customRanking: [{ attribute: 'featured', direction: 'desc' }, newestFirst],
    replicas: productReplicas(indexName),
  }
}

function contentSettings(searchable: string[], facets: string[]): IndexSettings {
  return {
    searchableAttributes: searchable,
    attributesForFaceting: facets,
    numericAttributes: ['published_at'],
    customRanking: [newestFirst],
    replicas: [],
  }
}

/** The gallery's indexes by what they hold. */
export const GALLERY_INDEXES = {
  artworks: PRODUCTS_INDEX,
  artists: 'artists',
  collections: 'collections',
  journal: 'journal',
  exhibitions: 'exhibitions',
  querySuggestions: 'query_suggestions',
} as const

/** Every index the storefront queries; `prefix` renames them all (e.g. per environment). */
export function galleryIndexDefinitions(prefix = ''): IndexDefinition[] {
  const products = `${prefix}${GALLERY_INDEXES.artworks}`
  return [
    { name: products, settings: artworkIndexSettings(products) },
    {
      name: `${prefix}${GALLERY_INDEXES.artists}`,
      settings: contentSettings(['name', 'studioName', 'firstName', 'lastName', 'location'], ['location', 'initial']),
    },
    {
      name: `${prefix}${GALLERY_INDEXES.collections}`,
      settings: contentSettings(['title', 'excerpt', 'category'], ['category']),
    },
    {
      name: `${prefix}${GALLERY_INDEXES.journal}`,
      settings: contentSettings(['title', 'excerpt', 'category'], ['category']),
    },
    {
      name: `${prefix}${GALLERY_INDEXES.exhibitions}`,
      settings: contentSettings(['title', 'exhibitors', 'location', 'category'], ['category', 'state']),
    },
    {
      name: `${prefix}${GALLERY_INDEXES.querySuggestions}`,
      settings: {
        searchableAttributes: ['query'],
        attributesForFaceting: [],
        numericAttributes: ['popularity'],
        customRanking: [{ attribute: 'popularity', direction: 'desc' }],
        replicas: [],
      },
    },
  ]
}
