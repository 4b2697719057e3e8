import { allOf, type FilterNode } from '../engine/filter'
import type { EngineQuery } from '../engine/search-index'
import type { RankingRule } from '../types'
import { parseFacetFilters, parseNumericFilters } from './filter-lists'
import { parseFiltersString } from './filters-string'
import { badRequest, type Outcome, success } from './outcome'
import { type SearchParams, typosAllowed } from './params-schema'

/** facetFilters, numericFilters and filters all apply (AND), as in Algolia. */
export function toEngineQuery(params: SearchParams, sort: RankingRule | undefined): Outcome<EngineQuery> {
  const parts: FilterNode[] = []
  const parsed = [
    params.facetFilters === undefined ? undefined : parseFacetFilters(params.facetFilters),
    params.numericFilters === undefined ? undefined : parseNumericFilters(params.numericFilters),
    params.filters === undefined ? undefined : parseFiltersString(params.filters),
  ]
  for (const outcome of parsed) {
    if (!outcome) continue
    if (!outcome.ok) return badRequest(outcome.error.message)
    if (outcome.body) parts.push(outcome.body)
  }
  const filter = allOf(parts)
  return success({ query: params.query, typoTolerance: typosAllowed(params), sort, ...(filter ? { filter } : {}) })
}
