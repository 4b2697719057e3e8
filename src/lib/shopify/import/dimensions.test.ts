import { describe, expect, it } from 'vitest'
import { orientationOf, sizeBucketOf } from '@/lib/catalog/dimensions'
import { ORIENTATIONS, SIZE_BUCKETS } from '@/lib/catalog/taxonomy'
import { dimensionsOf } from './dimensions'

describe('dimensions of a Shopify product', () => {
  it('takes a size stated in the description, height first, in inches or centimetres', () => {
    expect(dimensionsOf('Oil on linen, 24 x 30 in. Signed.', {}, undefined)).toEqual({ width: 30, height: 24 })
    expect(dimensionsOf('61 × 76 × 4 cm', {}, undefined)).toEqual({ width: 29.9, height: 24, depth: 1.6 })
    expect(dimensionsOf('Framed: 12x16"', { size: 'Large' }, undefined)).toEqual({ width: 16, height: 12 })
  })

  it('otherwise stands in nominal dimensions that derive the tagged bucket and orientation', () => {
    for (const { value: size } of SIZE_BUCKETS) {
      for (const orientation of ORIENTATIONS) {
        const { width, height } = dimensionsOf('', { size, orientation }, undefined)
        expect([sizeBucketOf(width, height), orientationOf(width, height)]).toEqual([size, orientation])
      }
    }
  })

  it('without tags, takes the orientation from the first image and the Medium bucket', () => {
    const { width, height } = dimensionsOf('', {}, { width: 200, height: 320 })
    expect([sizeBucketOf(width, height), orientationOf(width, height)]).toEqual(['Medium', 'Vertical'])
    expect(orientationOf(...(Object.values(dimensionsOf('', {}, undefined)) as [number, number]))).toBe('Square')
  })
})
