import { describe, expect, it } from 'vitest'
import { stockedOptions, unitsOfWork } from './units-of-work'

describe('unitsOfWork', () => {
  it('counts framings of one original as one unit', () => {
    expect(unitsOfWork([{ inventory: 1 }, { inventory: 1 }])).toBe(1)
    expect(unitsOfWork([{ inventory: 1 }, { inventory: 0 }])).toBe(1)
  })

  it('adds up editions', () => {
    expect(unitsOfWork([{ inventory: 8 }, { inventory: 1 }])).toBe(9)
  })

  it('has no units when no option has any, and never fewer than none', () => {
    expect(unitsOfWork([{ inventory: 0 }, { inventory: -3 }])).toBe(0)
    expect(unitsOfWork([])).toBe(0)
  })
})

describe('stockedOptions', () => {
  it('keeps each option priced and moves the units to the work', () => {
    expect(stockedOptions([{ id: 'a', title: 'Unframed', price: 400, inventory: 1 }])).toEqual({
      variants: [{ id: 'a', title: 'Unframed', price: 400 }],
      inventory: 1,
    })
  })
})
