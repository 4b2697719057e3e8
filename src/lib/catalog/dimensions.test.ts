import { describe, expect, it } from 'vitest'
import { inchesFromCm, orientationOf, sizeBucketOf } from './dimensions'

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
