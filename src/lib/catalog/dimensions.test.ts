import { describe, expect, it } from 'vitest'
import { cmFromInches, formatDimensions, inchesFromCm, orientationOf, sizeBucketOf } from './dimensions'

describe('orientationOf', () => {
  it('reads wide, tall and near-square works', () => {
    expect(orientationOf(30, 20)).toBe('Horizontal')
    expect(orientationOf(20, 30)).toBe('Vertical')
    expect(orientationOf(24, 24)).toBe('Square')
    expect(orientationOf(24, 23.2)).toBe('Square')
  })
})

describe('sizeBucketOf', () => {
  it('follows the size buckets whatever the orientation', () => {
    expect(sizeBucketOf(11, 14)).toBe('Small')
    expect(sizeBucketOf(14, 11)).toBe('Small')
    expect(sizeBucketOf(12, 15)).toBe('Medium')
    expect(sizeBucketOf(24, 30)).toBe('Medium')
    expect(sizeBucketOf(25, 31)).toBe('Large')
    expect(sizeBucketOf(60, 40)).toBe('Large')
    expect(sizeBucketOf(41, 61)).toBe('Extra-Large')
    expect(sizeBucketOf(10, 70)).toBe('Extra-Large')
  })
})

describe('inchesFromCm', () => {
  it('converts to a tenth of an inch', () => {
    expect(inchesFromCm(25.4)).toBe(10)
    expect(inchesFromCm(100)).toBe(39.4)
  })
})

describe('formatDimensions', () => {
  it('gives inches, then centimetres to one decimal', () => {
    expect(formatDimensions({ width: 24, height: 36 })).toBe('24 × 36 in (61 × 91.4 cm)')
    expect(formatDimensions({ width: 11.5, height: 14, depth: null })).toBe('11.5 × 14 in (29.2 × 35.6 cm)')
  })

  it('adds the depth when a work has one', () => {
    expect(formatDimensions({ width: 30, height: 40, depth: 1.5 })).toBe('30 × 40 × 1.5 in (76.2 × 101.6 × 3.8 cm)')
  })

  it('says nothing for a work without measurements', () => {
    expect(formatDimensions({})).toBe('')
  })
})

describe('cmFromInches', () => {
  it('rounds to one decimal', () => {
    expect(cmFromInches(1)).toBe(2.5)
    expect(cmFromInches(10)).toBe(25.4)
  })
})
