import type { GridScope } from '@/components/artwork-grid/artwork-grid-params'

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
