import { describe, expect, it } from 'vitest'
import { PRICE_PRESETS, priceChipLabel } from '@/lib/catalog/price-range'
import { presetMatches, presetVisible, typedMax, typedMin } from './price-rules'

const [under350, , , above2000] = PRICE_PRESETS

describe('price rules', () => {
  it('resets a min below the minimum and ignores one above the max or not a number', () => {
    expect(typedMin('-20', 0, undefined)).toEqual({ kind: 'apply', value: 0 })
    expect(typedMin('900', 0, 800)).toEqual({ kind: 'ignore' })
    expect(typedMin('abc', 0, undefined)).toEqual({ kind: 'ignore' })
    expect(typedMin('200', 0, 800)).toEqual({ kind: 'apply', value: 200 })
  })

  it('ignores a max below the min, above the range max or not a number', () => {
    expect(typedMax('100', 50_000, 200)).toEqual({ kind: 'ignore' })
    expect(typedMax('60000', 50_000, undefined)).toEqual({ kind: 'ignore' })
    expect(typedMax('x', 50_000, undefined)).toEqual({ kind: 'ignore' })
    expect(typedMax('', 50_000, 10)).toEqual({ kind: 'apply', value: undefined })
    expect(typedMax('900', 50_000, 200)).toEqual({ kind: 'apply', value: 900 })
  })

  it('matches presets ignoring bounds at the range edges, and hides those outside the available prices', () => {
    expect(under350 && presetMatches(under350, { max: 350 })).toBe(true)
    expect(above2000 && presetMatches(above2000, { min: 2000 })).toBe(true)
    expect(above2000 && presetVisible(above2000, { min: 100, max: 1900 }, false)).toBe(false)
    expect(above2000 && presetVisible(above2000, { min: 100, max: 1900 }, true)).toBe(true)
  })

  it('labels chips Under $max and Above $min', () => {
    expect(priceChipLabel('<=', 350)).toBe('Under $350')
    expect(priceChipLabel('>=', 2000)).toBe('Above $2,000')
  })
})
