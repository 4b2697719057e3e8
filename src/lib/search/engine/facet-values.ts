import { tokenize } from '../text/normalize'
import type { FacetColumn, FacetTally } from './facet-column'
import { bestValueIds } from './facet-count'

export type FacetValueCount = { readonly value: string; readonly count: number }

/** Every word of `facetQuery` must start some word of the value (any order), as Algolia's facet search. */
export function matchingFacetValues(
  column: FacetColumn,
  { counts, present }: FacetTally,
  facetQuery: string,
  max: number,
): FacetValueCount[] {
  const queryWords = tokenize(facetQuery)
  const matching = present.filter((id) => {
    const terms = column.termsOf(id)
    return queryWords.every((word) => terms.some((term) => term.startsWith(word)))
  })
  return bestValueIds(column, counts, matching, max).map((id) => ({
    value: column.values[id] ?? '',
    count: counts[id] ?? 0,
  }))
}
