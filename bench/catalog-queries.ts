import { multiQuery, type SearchEngine } from '../src/lib/search'
import { PRODUCTS_INDEX, replicaName } from '../src/lib/catalog/sort-indexes'

/** One storefront request as the browser's InstantSearch sends it: an Algolia multi-query body. */
export type CatalogQuery = { name: string; body: { requests: Record<string, unknown>[] } }

const words = (query: string) => ({ indexName: PRODUCTS_INDEX, query, hitsPerPage: 12, facets: ['*'] })

/** The six queries of issue 3 (point 7), identical in process and over HTTP. */
export const CATALOG_QUERIES: readonly CatalogQuery[] = [
  {
    name: "(a) grid '' facets[*] Painting $350-800 min_price_asc page 3",
    body: {
      requests: [
        {
          indexName: replicaName(PRODUCTS_INDEX, 'min_price_asc'),
          query: '',
          facets: ['*'],
          facetFilters: [['product_type:Painting']],
          numericFilters: ['variants_min_price>=350', 'variants_min_price<=800'],
          page: 2,
          hitsPerPage: 12,
        },
      ],
    },
  },
  { name: "(b) 'landscape'", body: { requests: [words('landscape')] } },
  { name: "(c) 'river thames'", body: { requests: [words('river thames')] } },
  { name: "(d) 'turn' (prefix)", body: { requests: [words('turn')] } },
  { name: "(e) 'landscpe' (typo)", body: { requests: [words('landscpe')] } },
  {
    name: "(f) facet values vendor 'wil'",
    body: { requests: [{ indexName: PRODUCTS_INDEX, type: 'facet', facet: 'vendor', facetQuery: 'wil' }] },
  },
]

/** nbHits of a search, or the number of facet hits of a facet-value search: what the request found. */
export function found(result: unknown): number {
  if (typeof result !== 'object' || result === null) return -1
  const nbHits: unknown = Reflect.get(result, 'nbHits')
  if (typeof nbHits === 'number') return nbHits
  const facetHits: unknown = Reflect.get(result, 'facetHits')
  return Array.isArray(facetHits) ? facetHits.length : -1
}

export function runInProcess(engine: SearchEngine, query: CatalogQuery): number {
  const outcome = multiQuery(engine, query.body)
  if (!outcome.ok) throw new Error(`${query.name}: ${outcome.error.message}`)
  return found(outcome.body.results[0])
}
