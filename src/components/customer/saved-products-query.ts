import { PRODUCTS_INDEX } from '@/lib/catalog/sort-indexes'

/**
 * Saved works asked for in one request. The search API answers at most 100 hits a request and 10 requests a
 * call (src/lib/search/algolia/call-limits.ts), so the most a customer may save (1,000) fits in one call.
 */
export const SAVED_IDS_PER_REQUEST = 100

/** The attributes a card reads (src/lib/catalog/artwork-card-from-hit.ts): the rest would only weigh the answer. */
const CARD_ATTRIBUTES = [
  'handle',
  'title',
  'vendor',
  'product_type',
  'product_image',
  'variants_inventory_count',
  'variants_min_price',
  'variants_max_price',
  'meta',
  'named_tags',
]

/**
 * The saved-products search: the artwork index narrowed to the customer's saved ids, as a hosted Algolia
 * index of the same records answers it, one request per 100 ids. Works that left the catalog simply don't match.
 */
export function savedProductsQueries(artworkIds: readonly number[]) {
  const requests = []
  for (let start = 0; start < artworkIds.length; start += SAVED_IDS_PER_REQUEST) {
    const ids = artworkIds.slice(start, start + SAVED_IDS_PER_REQUEST)
    requests.push({
      indexName: PRODUCTS_INDEX,
      params: {
        query: '',
        filters: ids.map((id) => `objectID:"${id}"`).join(' OR '),
        hitsPerPage: ids.length,
        attributesToRetrieve: CARD_ATTRIBUTES,
        attributesToHighlight: [],
      },
    })
  }
  return requests
}

/** Newest saves first: the list is kept in the order the customer saved. */
export const newestSavesFirst = (artworkIds: readonly number[]) => [...artworkIds].reverse()
