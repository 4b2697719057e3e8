import type { GridScope } from '@/lib/search/client/artwork-grid-params'
import { PRODUCTS_INDEX } from '@/lib/search/index-settings'
import { searchEngine } from '@/lib/search/server/engine'
import type { SearchRecord } from '@/lib/search/types'

/** An artist's page: their works only, so the artist facet is hidden. */
export function artistScope(artistName: string): GridScope {
  return { fixedFilters: `vendor:${JSON.stringify(artistName)}`, hiddenFacets: ['artist'] }
}

const MATCH_NOTHING = 'published_at<0'

function identityClause(record: SearchRecord): string | null {
  const { published_at: published, variants_min_price: min, variants_max_price: max, vendor } = record
  if (typeof published !== 'number' || typeof min !== 'number' || typeof max !== 'number' || typeof vendor !== 'string') return null
  return `(published_at=${published} AND variants_min_price=${min} AND variants_max_price=${max} AND vendor:${JSON.stringify(vendor)})`
}

/**
 * A collection's works. Algolia would take `objectID:…` filters, but the embedded engine does not filter on
 * objectID yet (reported to its owner), so each work is pinned by fields the engine does filter on.
 */
export function collectionScope(artworkIds: readonly (number | string)[]): GridScope {
  const index = searchEngine().index(PRODUCTS_INDEX)
  const clauses = artworkIds
    .map((id) => index?.get(String(id)))
    .map((record) => (record ? identityClause(record) : null))
    .filter((clause) => clause !== null)
  return { fixedFilters: clauses.length ? clauses.join(' OR ') : MATCH_NOTHING }
}
