import type { GridScope } from '@/components/artwork-grid/artwork-grid-params'
import { NEWEST_INDEX } from '@/lib/catalog/sort-indexes'

/** An artist's page: their works only, so the artist facet is hidden. */
export function artistScope(artistName: string): GridScope {
  return { fixedFilters: `vendor:${JSON.stringify(artistName)}`, hiddenFacets: ['artist'] }
}

const MATCH_NOTHING = 'published_at<0'

/** A collection's works, by objectID as Algolia filters them (ids are numeric, so nothing needs escaping). */
export function collectionScope(artworkIds: readonly (number | string)[]): GridScope {
  const clauses = artworkIds.filter((id) => /^\d+$/.test(String(id))).map((id) => `objectID:"${id}"`)
  return { fixedFilters: clauses.length ? clauses.join(' OR ') : MATCH_NOTHING }
}

const NEW_ARRIVAL_DAYS = 90
const DAY_SECONDS = 24 * 60 * 60

/**
 * New Arrivals: works published in the last 90 days, newest first (the sort menu can still change the order).
 * The window starts at a midnight UTC, so the page is the same all day and its cached copy stays valid.
 */
export function newArrivalsScope(now = Date.now()): GridScope {
  const today = Math.floor(now / 1000 / DAY_SECONDS) * DAY_SECONDS
  return { defaultSort: NEWEST_INDEX, fixedFilters: `published_at>=${today - NEW_ARRIVAL_DAYS * DAY_SECONDS}` }
}
