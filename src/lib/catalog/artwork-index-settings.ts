import type { IndexSettings, RankingRule, ReplicaSettings } from '@/lib/search/types'
import { PRODUCTS_INDEX, REPLICA_SORTS, replicaName, type ReplicaSuffix } from './sort-indexes'

function productReplicas(indexName: string): ReplicaSettings[] {
  return (Object.keys(REPLICA_SORTS) as ReplicaSuffix[]).map((suffix) => ({
    name: replicaName(indexName, suffix),
    sort: REPLICA_SORTS[suffix],
  }))
}

const newestFirst: RankingRule = { attribute: 'published_at', direction: 'desc' }

/**
 * The artwork index of a Shopify-style catalog with its three sort replicas: what the gallery indexes, and
 * what the engine's own tests run on.
 */
export function artworkIndexSettings(indexName: string = PRODUCTS_INDEX): IndexSettings {
  return {
    // Algolia's attribute criterion: a medium word finds that medium before titles naming it ('sculpture'
    // finds sculptures before the print 'Six Sculpture Ideas'), an artist's name finds their works before
    // works about them ('Andy Warhol' before Mapplethorpe's portrait 'Andy Warhol'). A title phrase still
    // wins over scattered words, by proximity, which ranks before the attribute.
    searchableAttributes: ['product_type', 'vendor', 'title', 'tags', 'body_html_safe'],
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
    // A word the catalog holds finds that word, not its neighbours one typo away: 'paint' no prints
    // (decision 0047). A word it does not hold still finds what is nearest.
    typoTolerance: 'min',
    replicas: productReplicas(indexName),
  }
}
