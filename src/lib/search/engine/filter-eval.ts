import { Bitset } from './bitset'
import type { FacetColumn } from './facet-column'
import type { FilterNode } from './filter'
import { type Interval, intervalOf, intersect, merge } from './interval'
import type { NumericColumn } from './numeric-column'

export type FilterColumns = {
  readonly size: number
  facet(attribute: string): FacetColumn | undefined
  numeric(attribute: string): NumericColumn
  /** Algolia filters on `objectID` with no faceting set up; the slot of a record, when it is live. */
  slotOfObject?(objectID: string): number | undefined
}

/** Slots matching `node`. An attribute that is not faceted and not numeric matches nothing (as Algolia). */
export function evaluateFilter(node: FilterNode, columns: FilterColumns): Bitset {
  switch (node.kind) {
    case 'and':
      return evaluateAnd(node.children, columns)
    case 'or':
      return evaluateOr(node.children, columns)
    case 'not':
      return Bitset.full(columns.size).andNot(evaluateFilter(node.child, columns))
    case 'facet':
      return facetValues(node.attribute, [node.value], columns)
    case 'numeric':
      if (node.operator === '!=') {
        const equal = numericMatch(columns.numeric(node.attribute), columns.size, intervalOf('=', node.value))
        return numericMatch(columns.numeric(node.attribute), columns.size, merge()).andNot(equal)
      }
      return numericMatch(columns.numeric(node.attribute), columns.size, intervalOf(node.operator, node.value))
    case 'range':
      return numericMatch(columns.numeric(node.attribute), columns.size, merge({ min: node.min, max: node.max }))
  }
}

/** Bounds on one attribute (`price >= 350 AND price <= 800`) become one pass over its column. */
function evaluateAnd(children: readonly FilterNode[], columns: FilterColumns): Bitset {
  const intervals = new Map<string, Interval>()
  const others: FilterNode[] = []
  for (const child of children) {
    const bound = asInterval(child)
    if (!bound) {
      others.push(child)
      continue
    }
    const held = intervals.get(bound.attribute)
    intervals.set(bound.attribute, held ? intersect(held, bound.interval) : bound.interval)
  }
  let result = Bitset.full(columns.size)
  for (const [attribute, interval] of intervals)
    result = result.and(numericMatch(columns.numeric(attribute), columns.size, interval))
  for (const child of others) result = result.and(evaluateFilter(child, columns))
  return result
}

function asInterval(node: FilterNode): { attribute: string; interval: Interval } | undefined {
  if (node.kind === 'range') return { attribute: node.attribute, interval: merge({ min: node.min, max: node.max }) }
  if (node.kind === 'numeric' && node.operator !== '!=') {
    return { attribute: node.attribute, interval: intervalOf(node.operator, node.value) }
  }
  return undefined
}

/** OR of values of one facet reads each value's slot list once. */
function evaluateOr(children: readonly FilterNode[], columns: FilterColumns): Bitset {
  const byAttribute = new Map<string, string[]>()
  const others: FilterNode[] = []
  for (const child of children) {
    if (child.kind === 'facet')
      byAttribute.set(child.attribute, [...(byAttribute.get(child.attribute) ?? []), child.value])
    else others.push(child)
  }
  const result = new Bitset(columns.size)
  for (const [attribute, values] of byAttribute) result.or(facetValues(attribute, values, columns))
  for (const child of others) result.or(evaluateFilter(child, columns))
  return result
}

function objectSlots(values: readonly string[], columns: FilterColumns): Bitset {
  const result = new Bitset(columns.size)
  for (const value of values) {
    const slot = columns.slotOfObject?.(value)
    if (slot !== undefined) result.words[slot >>> 5] = (result.words[slot >>> 5] ?? 0) | (1 << (slot & 31))
  }
  return result
}

function facetValues(attribute: string, values: readonly string[], columns: FilterColumns): Bitset {
  if (attribute === 'objectID') return objectSlots(values, columns)
  const column = columns.facet(attribute)
  if (column) {
    const ids = values.map((value) => column.valueId(value)).filter((id): id is number => id !== undefined)
    return column.slotsWithAny(ids, columns.size)
  }
  const result = new Bitset(columns.size)
  for (const value of values) {
    const number = value === 'true' ? 1 : value === 'false' ? 0 : value.trim() === '' ? Number.NaN : Number(value)
    if (!Number.isNaN(number))
      result.or(numericMatch(columns.numeric(attribute), columns.size, intervalOf('=', number)))
  }
  return result
}

function numericMatch(column: NumericColumn, size: number, interval: Interval): Bitset {
  const result = new Bitset(size)
  const slots = Math.min(size, column.length)
  if (interval.minOpen || interval.maxOpen) fillOpenInterval(result.words, column.view, slots, interval)
  else fillClosedInterval(result.words, column.view, slots, interval.min, interval.max)
  return result
}

/**
 * The common case (`>=`, `<=`, `:a TO b`): each word of bits is built in a register and stored once,
 * without a branch per slot (prices fall in and out of a range at random: a branch mispredicts often).
 * At 77k slots this is 0.15 ms against 0.3 ms for setting bits one by one.
 */
function fillClosedInterval(words: Uint32Array, numbers: Float64Array, slots: number, min: number, max: number): void {
  for (let base = 0; base < slots; base += 32) {
    const end = Math.min(32, slots - base)
    let bits = 0
    for (let bit = 0; bit < end; bit++) {
      const x = numbers[base + bit] ?? Number.NaN
      // NaN (missing) fails every comparison, so a record without the attribute never matches.
      bits |= (+(x >= min) & +(x <= max)) << bit
    }
    words[base >>> 5] = bits
  }
}

function fillOpenInterval(
  words: Uint32Array,
  numbers: Float64Array,
  slots: number,
  { min, max, minOpen, maxOpen }: Interval,
): void {
  for (let slot = 0; slot < slots; slot++) {
    const x = numbers[slot] ?? Number.NaN
    if (x >= min && x <= max && (!minOpen || x !== min) && (!maxOpen || x !== max)) {
      words[slot >>> 5] = (words[slot >>> 5] ?? 0) | (1 << (slot & 31))
    }
  }
}
