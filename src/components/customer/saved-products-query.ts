import { PRODUCTS_INDEX } from '@/lib/catalog/sort-indexes'

/**
 * The saved-products search: the artwork index narrowed to the customer's saved ids, as a hosted Algolia
 * index of the same records answers it. Works that left the catalog simply don't match.
 */
export function savedProductsQuery(artworkIds: readonly number[]) {
  return {
    indexName: PRODUCTS_INDEX,
    params: {
      query: '',
      filters: artworkIds.map((id) => `objectID:"${id}"`).join(' OR '),
      hitsPerPage: artworkIds.length,
    },
  }
}

/** Newest saves first: the list is kept in the order the customer saved. */
export const newestSavesFirst = (artworkIds: readonly number[]) => [...artworkIds].reverse()
