import { describe, expect, it } from 'vitest'
import type { CartLine } from './cart-line'
import { applyCartChange, cartCount, mergeLines } from './cart-rules'

const line = (artwork: number, variant: string, quantity = 1): CartLine => ({ artwork, variant, quantity })

describe('adding to a cart', () => {
  it('clamps an original to one, however often it is added', () => {
    const once = applyCartChange([], { kind: 'add', line: line(1, 'a', 3), cap: 1, maxLines: 20 })
    expect(once).toEqual([line(1, 'a', 1)])
    const twice = applyCartChange(once as CartLine[], { kind: 'add', line: line(1, 'a'), cap: 1, maxLines: 20 })
    expect(twice).toEqual([line(1, 'a', 1)])
  })

  it('raises an edition line up to its inventory', () => {
    const added = applyCartChange([line(2, 'a', 2)], { kind: 'add', line: line(2, 'a', 5), cap: 4, maxLines: 20 })
    expect(added).toEqual([line(2, 'a', 4)])
  })

  it('refuses a new line to a full cart, but still raises a line it holds', () => {
    const full = Array.from({ length: 20 }, (_, index) => line(index + 1, 'a'))
    expect(applyCartChange(full, { kind: 'add', line: line(99, 'a'), cap: 5, maxLines: 20 })).toBe('full')
    const raised = applyCartChange(full, { kind: 'add', line: line(1, 'a'), cap: 5, maxLines: 20 })
    expect((raised as CartLine[])[0]).toEqual(line(1, 'a', 2))
  })
})

describe('changing a line', () => {
  it('moves it to another option, keeping its quantity and place', () => {
    const lines = [line(1, 'a'), line(2, 'a', 2)]
    const changed = applyCartChange(lines, {
      kind: 'change',
      from: { artwork: 2, variant: 'a' },
      variant: 'b',
      quantity: undefined,
      cap: 5,
    })
    expect(changed).toEqual([line(1, 'a'), line(2, 'b', 2)])
  })

  it('absorbs a line already in the new option, and clamps the new quantity', () => {
    const lines = [line(2, 'b', 3), line(2, 'a', 1)]
    const change = { kind: 'change', from: { artwork: 2, variant: 'a' }, variant: 'b', quantity: 9, cap: 4 } as const
    expect(applyCartChange(lines, change)).toEqual([line(2, 'b', 4)])
  })

  it('answers no-line for a line the cart does not hold', () => {
    const change = { kind: 'change', from: { artwork: 3, variant: 'a' }, variant: 'b', quantity: 1, cap: 1 } as const
    expect(applyCartChange([line(1, 'a')], change)).toBe('no-line')
  })
})

describe('merging a visitor cart into a customer cart', () => {
  it('takes the union, the larger quantity of a line in both (never the sum), own lines first', () => {
    const own = [line(1, 'a', 2), line(2, 'a', 1)]
    const visitor = [line(2, 'a', 3), line(3, 'b', 1), line(1, 'a', 1)]
    expect(mergeLines(own, visitor, 20)).toEqual([line(1, 'a', 2), line(2, 'a', 3), line(3, 'b', 1)])
  })

  it('keeps at most the cap of lines', () => {
    const own = Array.from({ length: 19 }, (_, index) => line(index + 1, 'a'))
    const merged = mergeLines(own, [line(50, 'a'), line(51, 'a')], 20)
    expect(merged).toHaveLength(20)
    expect(merged.at(-1)).toEqual(line(50, 'a'))
  })
})

describe('removing and counting', () => {
  it('removes one option of a work and leaves the others', () => {
    const lines = [line(1, 'a'), line(1, 'b')]
    expect(applyCartChange(lines, { kind: 'remove', line: { artwork: 1, variant: 'a' } })).toEqual([line(1, 'b')])
  })

  it('counts quantities', () => {
    expect(cartCount([line(1, 'a', 2), line(2, 'a')])).toBe(3)
  })
})
