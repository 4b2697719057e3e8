import { describe, expect, it } from 'vitest'
import { orientationOf, sizeBucketOf } from '@/lib/catalog/dimensions'
import { ORIENTATIONS, SIZE_BUCKETS } from '@/lib/catalog/taxonomy'
import { planArtists } from './plan-artists'
import { planArtworks } from './plan-artworks'
import { basePrice, MAX_PRICE, PRICE_TIERS, priceTierOf, tierForIndex, variantsFor } from './pricing'
import { rngFor } from './prng'
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

describe('prices', () => {
  it.each(PRICE_TIERS.map((tier) => [tier.id, tier] as const))('base prices of %s stay in the tier', (_, tier) => {
    for (let i = 0; i < 50; i++) {
      expect(priceTierOf(basePrice(tier, rngFor('price', tier.id, i)))).toBe(tier.id)
    }
  })

  it('cycles through every tier', () => {
    const ids = new Set(Array.from({ length: 16 }, (_, i) => tierForIndex(i).id))
    expect(ids).toEqual(new Set(PRICE_TIERS.map((tier) => tier.id)))
  })

  it('prices framed and edition options above the base, so cards read "From $min"', () => {
    const rng = rngFor('variants')
    const framed = variantsFor(500, { framable: true, editions: false, longSideIn: 30, soldOutVariant: true }, rng)
    expect(framed.map((v) => v.title)).toEqual(['Unframed', 'Framed'])
    expect(framed[1]?.price).toBeGreaterThan(500)
    expect(framed[1]?.inventory).toBe(0)
    expect(
      variantsFor(300, { framable: true, editions: true, longSideIn: 12, soldOutVariant: false }, rng),
    ).toHaveLength(3)
    expect(variantsFor(900, { framable: false, editions: false, longSideIn: 12, soldOutVariant: true }, rng)).toEqual([
      { title: 'Original', price: 900, inventory: 1 },
    ])
  })
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
