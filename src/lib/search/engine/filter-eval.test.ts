import { describe, expect, it } from 'vitest'
import type { FilterNode, NumericOperator } from './filter'
import { evaluateFilter, type FilterColumns } from './filter-eval'
import { NumericColumn } from './numeric-column'

/** 70 slots (not a multiple of 32): prices 0, 10, 20 … with every seventh one missing. */
const prices = Array.from({ length: 70 }, (_, slot) => (slot % 7 === 3 ? undefined : slot * 10))

function columnsOf(size = prices.length): FilterColumns {
  const price = new NumericColumn('price')
  prices.forEach((value, slot) => price.appendSlot({ objectID: String(slot), price: value }))
  return { size, facet: () => undefined, numeric: () => price }
}

function matching(node: FilterNode, columns = columnsOf()): number[] {
  const set = evaluateFilter(node, columns)
  return Array.from({ length: columns.size }, (_, slot) => slot).filter((slot) => set.has(slot))
}

const expected = (test: (price: number) => boolean) =>
  prices.flatMap((price, slot) => (price !== undefined && test(price) ? [slot] : []))

describe('numeric filters', () => {
  it('matches closed ranges, across word boundaries, never a missing value', () => {
    expect(matching({ kind: 'range', attribute: 'price', min: 150, max: 650 })).toEqual(
      expected((p) => p >= 150 && p <= 650),
    )
    expect(matching({ kind: 'range', attribute: 'price', min: -Infinity, max: Infinity })).toEqual(expected(() => true))
    const both: FilterNode = {
      kind: 'and',
      children: [
        { kind: 'numeric', attribute: 'price', operator: '>=', value: 300 },
        { kind: 'numeric', attribute: 'price', operator: '<=', value: 320 },
      ],
    }
    expect(matching(both)).toEqual([30, 32])
  })

  it.each<[NumericOperator, (p: number) => boolean]>([
    ['<', (p) => p < 400],
    ['<=', (p) => p <= 400],
    ['=', (p) => p === 400],
    ['!=', (p) => p !== 400],
    ['>=', (p) => p >= 400],
    ['>', (p) => p > 400],
  ])('applies %s exactly at the bound', (operator, test) => {
    expect(matching({ kind: 'numeric', attribute: 'price', operator, value: 400 })).toEqual(expected(test))
  })

  it('leaves slots past the column unmatched', () => {
    expect(matching({ kind: 'range', attribute: 'price', min: 0, max: 10_000 }, columnsOf(100))).toEqual(
      expected(() => true),
    )
  })
})
