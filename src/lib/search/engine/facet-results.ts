import type { Candidates } from './candidates'
import type { IndexColumns } from './columns'
import type { FacetColumn, FacetTally } from './facet-column'
import { type FacetCounts, type FacetStats, numericStats, statsFromCounts, topFacetValues } from './facet-count'

export type FacetResults = { facets: Record<string, FacetCounts>; facetsStats: Record<string, FacetStats> }

export type FacetRequest = {
  readonly facets: readonly string[]
  readonly maxValuesPerFacet: number
  readonly numericAttributes: readonly string[]
  /** Counts over the whole index when the result set is the whole index (cached by the caller). */
  readonly countAll: ((column: FacetColumn) => FacetTally) | undefined
}

/** Facet counts over the result set, and min/max/avg/sum for the numeric ones, as Algolia reports them. */
export function facetResults(columns: IndexColumns, candidates: Candidates, request: FacetRequest): FacetResults {
  const result: FacetResults = { facets: {}, facetsStats: {} }
  let grouped: Map<FacetColumn, FacetTally> | undefined
  const countOver = (column: FacetColumn): FacetTally => {
    const group = columns.facetGroup()
    if (group?.has(column)) grouped ??= group.count(candidates.slots, candidates.count)
    return grouped?.get(column) ?? column.count(candidates.slots, candidates.count)
  }
  for (const attribute of request.facets) {
    const column = columns.facet(attribute)
    if (!column) continue
    const tally = request.countAll ? request.countAll(column) : countOver(column)
    result.facets[attribute] = topFacetValues(column, tally, request.maxValuesPerFacet)
    if (!request.numericAttributes.includes(attribute)) continue
    const stats = columns.statsFollowCounts(attribute)
      ? statsFromCounts(column, tally, () =>
          numericStats(columns.numeric(attribute), candidates.slots, candidates.count),
        )
      : numericStats(columns.numeric(attribute), candidates.slots, candidates.count)
    if (stats) result.facetsStats[attribute] = stats
  }
  return result
}
