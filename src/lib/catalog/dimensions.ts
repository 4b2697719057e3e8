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

/** Centimetres to one decimal, as a buyer reads a tape measure: 24 in is 61 cm, 36 in is 91.4 cm. */
export function cmFromInches(inches: number): number {
  return Math.round(inches * CM_PER_INCH * 10) / 10
}

export type Dimensions = { width?: number | null; height?: number | null; depth?: number | null }

const measured = (dimensions: Dimensions) =>
  [dimensions.width, dimensions.height, dimensions.depth].filter(
    (side): side is number => typeof side === 'number' && side > 0,
  )

/** Width × height (× depth when there is one) in inches, then in centimetres: `24 × 36 in (61 × 91.4 cm)`. */
export function formatDimensions(dimensions: Dimensions): string {
  const sides = measured(dimensions)
  if (sides.length === 0) return ''
  const inches = sides.join(' × ')
  const cm = sides.map(cmFromInches).join(' × ')
  return `${inches} in (${cm} cm)`
}
