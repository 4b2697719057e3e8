import type { FacetColumn, FacetTally } from './facet-column'
import type { NumericColumn } from './numeric-column'
import { topK } from './top-k'

export type FacetCounts = Record<string, number>
export type FacetStats = { min: number; max: number; avg: number; sum: number }

/** Algolia's facet order: count descending, then value ascending; at most `maxValues` values. */
export function topFacetValues(column: FacetColumn, { counts, present }: FacetTally, maxValues: number): FacetCounts {
  const order = topK(present.length, maxValues, facetOrder(column, counts, present))
  const result: FacetCounts = {}
  for (const index of order) {
    const id = present[index] ?? 0
    result[column.values[id] ?? ''] = counts[id] ?? 0
  }
  return result
}

/** Count descending, then value ascending, over positions in `ids`. */
export function facetOrder(column: FacetColumn, counts: Uint32Array, ids: readonly number[]): (a: number, b: number) => number {
  const alphabetical = column.alphabeticalRanks()
  return (a, b) => {
    const idA = ids[a] ?? 0
    const idB = ids[b] ?? 0
    return (counts[idB] ?? 0) - (counts[idA] ?? 0) || (alphabetical[idA] ?? 0) - (alphabetical[idB] ?? 0)
  }
}

export function numericStats(column: NumericColumn, slots: Uint32Array, count: number): FacetStats | undefined {
  const numbers = column.view
  let min = Infinity
  let max = -Infinity
  let sum = 0
  let seen = 0
  for (let i = 0; i < count; i++) {
    const x = numbers[slots[i] ?? 0] ?? Number.NaN
    if (Number.isNaN(x)) continue
    if (x < min) min = x
    if (x > max) max = x
    sum += x
    seen++
  }
  return seen === 0 ? undefined : { min, max, avg: sum / seen, sum }
}
