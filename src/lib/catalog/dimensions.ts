import { SIZE_BUCKETS, type Orientation, type SizeBucket } from './taxonomy'

/** Within 5% of each other, height and width read as a square to a buyer. */
const SQUARE_TOLERANCE = 0.05

export function orientationOf(widthIn: number, heightIn: number): Orientation {
  const ratio = widthIn / heightIn
  if (Math.abs(ratio - 1) <= SQUARE_TOLERANCE) return 'Square'
  return ratio > 1 ? 'Horizontal' : 'Vertical'
}

/** Buckets compare short side with short side, so a 14x11 landscape is as Small as an 11x14 portrait. */
export function sizeBucketOf(widthIn: number, heightIn: number): SizeBucket {
  const shortSide = Math.min(widthIn, heightIn)
  const longSide = Math.max(widthIn, heightIn)
  const bucket = SIZE_BUCKETS.find((b) => shortSide <= b.maxShortSide && longSide <= b.maxLongSide)
  return bucket?.value ?? 'Extra-Large'
}

const CM_PER_INCH = 2.54

export function inchesFromCm(cm: number): number {
  return Math.round((cm / CM_PER_INCH) * 10) / 10
}
