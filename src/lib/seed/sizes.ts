import { SIZE_BUCKETS, type MediumSlug, type Orientation, type SizeBucket } from '@/lib/catalog/taxonomy'
import type { PriceTierId } from '@/lib/synthetic-content/pricing'
import type { Rng } from '@/lib/synthetic-content/prng'

/** Stock sizes a framer would recognise, short side first; each sits inside its size bucket (SIZE_BUCKETS). */
const RECTANGLES: Record<SizeBucket, readonly (readonly [number, number])[]> = {
  Small: [
    [5, 7],
    [6, 8],
    [8, 10],
    [9, 12],
    [10, 13],
    [11, 14],
    [8.5, 11],
  ],
  Medium: [
    [12, 16],
    [16, 20],
    [18, 24],
    [20, 24],
    [24, 30],
    [12, 24],
    [15, 30],
    [22, 28],
  ],
  Large: [
    [30, 40],
    [36, 48],
    [24, 36],
    [30, 60],
    [40, 60],
    [26, 40],
    [32, 44],
  ],
  'Extra-Large': [
    [48, 60],
    [48, 72],
    [60, 84],
    [48, 96],
    [54, 80],
    [44, 66],
  ],
}

const SQUARES: Record<SizeBucket, readonly number[]> = {
  Small: [6, 8, 10, 11],
  Medium: [12, 16, 20, 24],
  Large: [30, 36, 40],
  'Extra-Large': [48, 60, 72],
}

export type Dimensions = { width: number; height: number; depth?: number }

export function dimensionsFor(bucket: SizeBucket, orientation: Orientation, rng: Rng): Dimensions {
  if (orientation === 'Square') {
    const side = rng.pick(SQUARES[bucket])
    return { width: side, height: side }
  }
  const [short, long] = rng.pick(RECTANGLES[bucket])
  return orientation === 'Vertical' ? { width: short, height: long } : { width: long, height: short }
}

/** Most work hangs vertically; squares are a minority, as in any catalog. */
const ORIENTATION_WEIGHTS: readonly Orientation[] = [
  'Vertical',
  'Horizontal',
  'Vertical',
  'Square',
  'Horizontal',
  'Vertical',
  'Horizontal',
]

export function orientationFor(rng: Rng): Orientation {
  return rng.pick(ORIENTATION_WEIGHTS)
}

/**
 * Bucket weights (Small, Medium, Large, Extra-Large) per medium: prints and drawings run small,
 * installations large.
 */
const BUCKET_WEIGHTS: Record<MediumSlug, readonly [number, number, number, number]> = {
  painting: [2, 4, 3, 2],
  drawing: [4, 4, 1, 1],
  'sculpture-objects': [3, 4, 2, 1],
  print: [4, 4, 2, 1],
  photography: [2, 4, 3, 1],
  installation: [1, 2, 3, 4],
  'mixed-media': [2, 4, 3, 1],
}

const BUCKET_ORDER: readonly SizeBucket[] = SIZE_BUCKETS.map((bucket) => bucket.value)

/** Dearer work runs larger; no weight is zero, so every bucket still meets every price. */
const TIER_BIAS: Record<PriceTierId, readonly [number, number, number, number]> = {
  'under-350': [3, 2, 0.5, 0.2],
  '350-800': [2, 2, 1, 0.4],
  '800-1500': [1, 2, 1.5, 0.6],
  '1500-2000': [0.7, 1.5, 2, 1],
  'above-2000': [0.3, 1, 2, 2.5],
}

export function bucketFor(medium: MediumSlug, tierId: PriceTierId, rng: Rng): SizeBucket {
  const base = BUCKET_WEIGHTS[medium]
  const bias = TIER_BIAS[tierId]
  const weights = base.map((weight, index) => weight * (bias[index] ?? 1))
  let roll = rng.float(
    0,
    weights.reduce((sum, w) => sum + w, 0),
  )
  for (const [index, weight] of weights.entries()) {
    roll -= weight
    if (roll < 0) return BUCKET_ORDER[index] ?? 'Medium'
  }
  return 'Medium'
}
