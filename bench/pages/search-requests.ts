import {
  FACET_ATTRIBUTE_NAMES,
  GRID_INDEX,
  PRICE_ATTRIBUTE,
} from '../../src/components/artwork-grid/artwork-grid-params'
import { replicaName } from '../../src/lib/catalog/sort-indexes'
import type { LoadRequest } from './load'

export const SEARCH_API_PATH = '/api/search/1/indexes/*/queries'

// What the grid's InstantSearch puts in every request (captured from the browser on /artworks).
const gridParams = {
  facets: [...FACET_ATTRIBUTE_NAMES, PRICE_ATTRIBUTE].sort(),
  highlightPostTag: '__/ais-highlight__',
  highlightPreTag: '__ais-highlight__',
  hitsPerPage: 12,
  maxValuesPerFacet: 200,
  page: 0,
}

/** The grid's multi-queries: ticking a medium (the hits plus the disjunctive facet's own counts), words, a sort, an artist look-up. */
const BODIES = [
  [
    { indexName: GRID_INDEX, ...gridParams, facetFilters: [['product_type:Painting']] },
    {
      indexName: GRID_INDEX,
      ...gridParams,
      facets: 'product_type',
      hitsPerPage: 0,
      analytics: false,
      clickAnalytics: false,
    },
  ],
  [{ indexName: GRID_INDEX, ...gridParams, query: 'blue' }],
  [{ indexName: replicaName(GRID_INDEX, 'date_desc'), ...gridParams, page: 1 }],
  [{ indexName: GRID_INDEX, ...gridParams, type: 'facet', facet: 'vendor', facetQuery: 'el', maxFacetHits: 10 }],
]

export function searchRequests(): LoadRequest[] {
  return BODIES.map((requests) => ({
    method: 'POST',
    path: SEARCH_API_PATH,
    body: JSON.stringify({ requests }),
    headers: { 'content-type': 'application/json' },
  }))
}
