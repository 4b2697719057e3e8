import { describe, expect, it } from 'vitest'
import type { SearchRecord } from '../types'
import { FacetColumn } from './facet-column'
import { FacetGroup } from './facet-group'

type Row = { size?: string | string[]; orientation?: string; vendor?: string }

function columnsOf(rows: readonly Row[]): FacetColumn[] {
  const columns = ['size', 'orientation', 'vendor'].map((attribute) => new FacetColumn(attribute))
  rows.forEach((row, i) => append(columns, row, i))
  return columns
}

function append(columns: readonly FacetColumn[], row: Row, i: number): void {
  const record: SearchRecord = { objectID: String(i), ...row }
  for (const column of columns) column.appendSlot(record)
}

const ROWS: Row[] = [
  { size: 'Small', orientation: 'Square', vendor: 'A' },
  { size: 'Large', orientation: 'Square', vendor: 'B' },
  { size: 'Small', vendor: 'C' },
  { orientation: 'Vertical', vendor: 'A' },
  { size: 'Medium', orientation: 'Square', vendor: 'D' },
]

describe('FacetGroup', () => {
  it('counts every member as the columns count themselves', () => {
    const columns = columnsOf(ROWS)
    const group = FacetGroup.build(columns, ROWS.length)
    expect(group).toBeDefined()
    for (const slots of [Uint32Array.of(0, 1, 2, 3, 4), Uint32Array.of(1, 3), Uint32Array.of()]) {
      const tallies = group?.count(slots, slots.length)
      for (const column of columns) {
        if (group?.has(column)) expect(tallies?.get(column)).toEqual(column.count(slots, slots.length))
      }
    }
  })

  it('takes the columns with the fewest values while their codes fit', () => {
    const columns = columnsOf(ROWS)
    const group = FacetGroup.build(columns, ROWS.length)
    expect(columns.map((column) => group?.has(column))).toEqual([true, true, true])
    const wide = columnsOf(
      Array.from({ length: 5000 }, (_, i) => ({ size: 'Small', orientation: 'Square', vendor: `V${i}` })),
    )
    const narrow = FacetGroup.build(wide, 5000)
    expect(wide.map((column) => narrow?.has(column))).toEqual([true, true, false])
  })

  it('needs two single-valued columns', () => {
    const columns = columnsOf([{ size: ['Small', 'Large'], orientation: 'Square' }])
    expect(FacetGroup.build(columns.slice(0, 2), 1)).toBeUndefined()
  })

  it('encodes appended slots until a member gains a value or a second value on one slot', () => {
    const columns = columnsOf(ROWS)
    const group = FacetGroup.build(columns, ROWS.length)
    append(columns, { size: 'Large', orientation: 'Vertical', vendor: 'B' }, 5)
    expect(group?.appendSlot()).toBe(true)
    const slots = Uint32Array.of(1, 3, 5)
    for (const column of columns) expect(group?.count(slots, 3).get(column)).toEqual(column.count(slots, 3))
    append(columns, { size: 'Huge', orientation: 'Square', vendor: 'A' }, 6)
    expect(group?.appendSlot()).toBe(false)

    const multi = columnsOf(ROWS)
    const multiGroup = FacetGroup.build(multi, ROWS.length)
    append(multi, { size: ['Small', 'Large'], orientation: 'Square', vendor: 'A' }, 5)
    expect(multiGroup?.appendSlot()).toBe(false)
  })
})
