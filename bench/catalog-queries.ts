import { multiQuery, type SearchEngine } from '../src/lib/search'
import { PRODUCTS_INDEX, replicaName } from '../src/lib/catalog/sort-indexes'

/** An Algolia multi-query body, as the browser's InstantSearch sends it. */
export type QueryBody = { requests: Record<string, unknown>[] }

/**
 * One storefront request, identical in process and over HTTP. A query with several bodies is one kind of
 * request asked with different words: the runs cycle through them.
 */
export type CatalogQuery = { name: string; bodies: readonly QueryBody[] }

const words = (query: string) => ({ indexName: PRODUCTS_INDEX, query, hitsPerPage: 12, facets: ['*'] })
const one = (name: string, body: QueryBody): CatalogQuery => ({ name, bodies: [body] })

/** The six queries of issue 3 (point 7). */
export const CATALOG_QUERIES: readonly CatalogQuery[] = [
  one("(a) grid '' facets[*] Painting $350-800 min_price_asc page 3", {
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
  }),
  one("(b) 'landscape'", { requests: [words('landscape')] }),
  one("(c) 'river thames'", { requests: [words('river thames')] }),
  one("(d) 'turn' (prefix)", { requests: [words('turn')] }),
  one("(e) 'landscpe' (typo)", { requests: [words('landscpe')] }),
  one("(f) facet values vendor 'wil'", {
    requests: [{ indexName: PRODUCTS_INDEX, type: 'facet', facet: 'vendor', facetQuery: 'wil' }],
  }),
]

/** nbHits of a search, or the number of facet hits of a facet-value search: what the request found. */
function found(result: unknown): number {
  if (typeof result !== 'object' || result === null) return -1
  const nbHits: unknown = Reflect.get(result, 'nbHits')
  if (typeof nbHits === 'number') return nbHits
  const facetHits: unknown = Reflect.get(result, 'facetHits')
  return Array.isArray(facetHits) ? facetHits.length : -1
}

/** What each request of a multi-query answer found, e.g. `[812, 3, 0, 0, 0]`: the HTTP answers must match it. */
export function foundPerRequest(answer: unknown): number[] {
  const results: unknown = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'results') : undefined
  return Array.isArray(results) ? results.map(found) : []
}

/** Runs body `call` (cycling) of `query`; returns what each of its requests found. */
export function runInProcess(engine: SearchEngine, query: CatalogQuery, call = 0): number[] {
  const body = query.bodies[call % query.bodies.length]
  const outcome = multiQuery(engine, body)
  if (!outcome.ok) throw new Error(`${query.name}: ${outcome.error.message}`)
  return foundPerRequest(outcome.body)
}
