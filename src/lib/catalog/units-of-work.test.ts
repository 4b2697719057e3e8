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

  it("keeps an edition's counts on its options: the artist proof is one, not the run", () => {
    const edition = [
      { title: 'Edition print', price: 300, inventory: 17 },
      { title: 'Edition print, framed', price: 500, inventory: 0 },
      { title: 'Artist proof', price: 480, inventory: 1 },
    ]
    expect(stockedOptions(edition)).toEqual({
      variants: [
        { title: 'Edition print', price: 300, inventory: 17 },
        { title: 'Edition print, framed', price: 500, inventory: 0 },
        { title: 'Artist proof', price: 480, inventory: 1 },
      ],
      inventory: 18,
    })
  })

  it('lets the framings of one original share its unit, a framing with none shown as sold', () => {
    const framings = [
      { title: 'Unframed', price: 400, inventory: 1 },
      { title: 'Framed', price: 600, inventory: 0 },
    ]
    expect(stockedOptions(framings)).toEqual({
      variants: [
        { title: 'Unframed', price: 400 },
        { title: 'Framed', price: 600, inventory: 0 },
      ],
      inventory: 1,
    })
  })
})
