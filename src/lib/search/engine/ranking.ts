import type { RankingRule } from '../types'
import { type Candidates, TYPOS_SHIFT as IMPORTED_TYPOS_SHIFT } from './candidates'
import type { NumericColumn } from './numeric-column'
import { SmallestNumbers } from './smallest-numbers'

// A module-local copy: transpiled to CommonJS (tsx, vitest), an imported binding is a getter call per read.
const TYPOS_SHIFT = IMPORTED_TYPOS_SHIFT

export type RankColumn = { readonly column: NumericColumn; readonly descending: boolean }

export function rankColumn(rule: RankingRule, numeric: (attribute: string) => NumericColumn): RankColumn {
  return { column: numeric(rule.attribute), descending: rule.direction === 'desc' }
}

/** Missing values (NaN) rank last in either direction, as in Algolia. */
function compareValues(x: number, y: number, descending: boolean): number {
  const xMissing = Number.isNaN(x)
  const yMissing = Number.isNaN(y)
  if (xMissing || yMissing) return xMissing === yMissing ? 0 : xMissing ? 1 : -1
  return descending ? y - x : x - y
}

function compareSlots(rule: RankColumn, a: number, b: number): number {
  const numbers = rule.column.view
  return compareValues(numbers[a] ?? Number.NaN, numbers[b] ?? Number.NaN, rule.descending)
}

/** The order without a query: the replica's sort, then customRanking, then insertion order. */
export function staticComparator(sort: RankColumn | undefined, custom: readonly RankColumn[]) {
  return (a: number, b: number): number => {
    if (sort) {
      const bySort = compareSlots(sort, a, b)
      if (bySort !== 0) return bySort
    }
    for (const rule of custom) {
      const byRule = compareSlots(rule, a, b)
      if (byRule !== 0) return byRule
    }
    return a - b
  }
}

/**
 * Algolia's ranking over candidate positions: the replica's sort first (after typos with `typosFirst`,
 * typoTolerance 'strict'), then the text criteria (typos, proximity, attribute, exactness, packed in the
 * text key), then customRanking, then insertion order.
 */
export function rankingComparator(
  candidates: Candidates,
  sort: RankColumn | undefined,
  custom: readonly RankColumn[],
  typosFirst = false,
) {
  const { slots, textKeys } = candidates
  const rest = staticComparator(undefined, custom)
  return (a: number, b: number): number => {
    const slotA = slots[a] ?? 0
    const slotB = slots[b] ?? 0
    if (typosFirst && textKeys) {
      const byTypos = ((textKeys[a] ?? 0) >>> TYPOS_SHIFT) - ((textKeys[b] ?? 0) >>> TYPOS_SHIFT)
      if (byTypos !== 0) return byTypos
    }
    if (sort) {
      const bySort = compareSlots(sort, slotA, slotB)
      if (bySort !== 0) return bySort
    }
    if (textKeys) {
      const byText = (textKeys[a] ?? 0) - (textKeys[b] ?? 0)
      if (byText !== 0) return byText
    }
    return rest(slotA, slotB)
  }
}

/** Positions in the static order stay below 2^32, so a text key above them keeps a double exact (2^48). */
const POSITIONS = 2 ** 32

/**
 * Without a replica sort, the text key then the position in the static order is the whole ranking:
 * both fit one double, so the best `end` are selected by comparing numbers. Returns the static
 * order positions of the best, in ranking order.
 */
export function bestPositions({ slots, textKeys, count }: Candidates, positions: Uint32Array, end: number): number[] {
  const best = new SmallestNumbers(end)
  const text = textKeys ?? new Uint16Array(count)
  let bound = best.bound
  // Once the page is full, a worse text key rejects a candidate before its position is looked up.
  let worstText = Infinity
  for (let i = 0; i < count; i++) {
    const textKey = text[i] ?? 0
    if (textKey > worstText) continue
    const key = textKey * POSITIONS + (positions[slots[i] ?? 0] ?? 0)
    if (key < bound) {
      best.offer(key)
      bound = best.bound
      worstText = Math.floor(bound / POSITIONS)
    }
  }
  return Array.from(best.sorted(), (key) => key % POSITIONS)
}
