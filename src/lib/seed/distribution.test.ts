import { describe, expect, it } from 'vitest'
import { orientationOf, sizeBucketOf } from '@/lib/catalog/dimensions'
import { ORIENTATIONS, SIZE_BUCKETS } from '@/lib/catalog/taxonomy'
import { planArtists } from './plan-artists'
import { planArtworks } from './plan-artworks'
import { MAX_PRICE, PRICE_TIERS, priceTierOf } from '@/lib/synthetic-content/pricing'
import { rngFor } from '@/lib/synthetic-content/prng'
import { dimensionsFor } from './sizes'

describe('dimensions', () => {
  it.each(SIZE_BUCKETS.flatMap((bucket) => ORIENTATIONS.map((orientation) => [bucket.value, orientation] as const)))(
    'a %s %s work lands in that bucket and orientation',
    (bucket, orientation) => {
      for (let i = 0; i < 30; i++) {
        const { width, height } = dimensionsFor(bucket, orientation, rngFor('dimensions', bucket, orientation, i))
        expect(sizeBucketOf(width, height)).toBe(bucket)
        expect(orientationOf(width, height)).toBe(orientation)
      }
    },
  )
})

describe('the planned catalog', () => {
  const works = planArtworks(planArtists())

  it('is the same on every run', () => {
    expect(planArtworks(planArtists())).toEqual(works)
  })

  it('has unique handles and covers every bucket, orientation and price tier', () => {
    expect(new Set(works.map((w) => w.handle)).size).toBe(works.length)
    const seen = (f: (w: (typeof works)[number]) => string) => new Set(works.map(f))
    expect(seen((w) => sizeBucketOf(w.dimensions.width, w.dimensions.height))).toEqual(
      new Set(SIZE_BUCKETS.map((b) => b.value)),
    )
    expect(seen((w) => orientationOf(w.dimensions.width, w.dimensions.height))).toEqual(new Set(ORIENTATIONS))
    expect(Math.max(...works.flatMap((w) => w.variants.map((v) => v.price)))).toBeLessThanOrEqual(MAX_PRICE)
    expect(seen((w) => priceTierOf(Math.min(...w.variants.map((v) => v.price))) ?? 'none')).toEqual(
      new Set(PRICE_TIERS.map((t) => t.id)),
    )
  })
})
