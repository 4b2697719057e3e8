import type { FacetColumn, FacetTally } from './facet-column'
import type { NumericColumn } from './numeric-column'
import { SmallestNumbers } from './smallest-numbers'
import { topK } from './top-k'

export type FacetCounts = Record<string, number>
export type FacetStats = { min: number; max: number; avg: number; sum: number }

/** Algolia's facet order: count descending, then value ascending; at most `maxValues` values. */
export function topFacetValues(column: FacetColumn, { counts, present }: FacetTally, maxValues: number): FacetCounts {
  const result: FacetCounts = {}
  for (const id of bestValueIds(column, counts, present, maxValues)) result[column.values[id] ?? ''] = counts[id] ?? 0
  return result
}

/**
 * The best `max` of `ids` in facet order. Count (descending) and alphabetical rank pack into one
 * exact double, so selection compares numbers instead of calling a comparator per value.
 */
export function bestValueIds(column: FacetColumn, counts: Uint32Array, ids: readonly number[], max: number): number[] {
  const ranks = column.alphabeticalRanks()
  const valueCount = Math.max(ranks.length, 1)
  let most = 0
  for (const id of ids) most = Math.max(most, counts[id] ?? 0)
  if ((most + 1) * valueCount > Number.MAX_SAFE_INTEGER) {
    return Array.from(topK(ids.length, max, facetOrder(column, counts, ids)), (index) => ids[index] ?? 0)
  }
  const best = new SmallestNumbers(max)
  for (const id of ids) best.offer((most - (counts[id] ?? 0)) * valueCount + (ranks[id] ?? 0))
  const idAtRank = column.alphabeticalIds()
  return Array.from(best.sorted(), (key) => idAtRank[key % valueCount] ?? 0)
}

/** Count descending, then value ascending, over positions in `ids`. */
function facetOrder(
  column: FacetColumn,
  counts: Uint32Array,
  ids: readonly number[],
): (a: number, b: number) => number {
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

/**
 * `numericStats` read off the counts of a facet whose values spell each slot's integer: one step
 * per distinct value instead of one per result. Sums of integers are exact in any order below
 * 2^53, so the result is the same to the last bit; beyond that, `otherwise` computes it.
 */
export function statsFromCounts(
  column: FacetColumn,
  { counts, present }: FacetTally,
  otherwise: () => FacetStats | undefined,
): FacetStats | undefined {
  let min = Infinity
  let max = -Infinity
  let sum = 0
  let magnitude = 0
  let seen = 0
  for (const id of present) {
    const x = Number(column.values[id])
    const count = counts[id] ?? 0
    if (x < min) min = x
    if (x > max) max = x
    sum += count * x
    magnitude += count * Math.abs(x)
    seen += count
  }
  if (magnitude > Number.MAX_SAFE_INTEGER) return otherwise()
  return seen === 0 ? undefined : { min, max, avg: sum / seen, sum }
}
