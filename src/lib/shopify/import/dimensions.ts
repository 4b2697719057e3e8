import { inchesFromCm, orientationOf } from '@/lib/catalog/dimensions'
import type { Orientation, SizeBucket } from '@/lib/catalog/taxonomy'

export type Dimensions = { width: number; height: number; depth?: number }

/** "24 x 30 in", "61 × 76 × 4 cm", `12x16"`: height first, as galleries list a work's size. */
const STATED = /(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)(?:\s*[x×]\s*(\d+(?:\.\d+)?))?\s*(in\b|inches\b|"|cm\b)/i

/** The largest work of each bucket (long × short side, inches), so the bucket derived from it is the tagged one. */
const NOMINAL: Record<SizeBucket, [number, number]> = {
  Small: [14, 11],
  Medium: [30, 24],
  Large: [60, 40],
  'Extra-Large': [72, 48],
}

/** The collection's limits: 0.1 to 2000 inches. */
const clamp = (inches: number) => Math.min(2000, Math.max(0.1, inches))

function stated(text: string): Dimensions | null {
  const match = STATED.exec(text)
  if (!match) return null
  const toInches = (value: string) =>
    clamp(match[4]?.toLowerCase() === 'cm' ? inchesFromCm(Number(value)) : Number(value))
  const [height, width] = [toInches(match[1] ?? ''), toInches(match[2] ?? '')]
  return match[3] ? { width, height, depth: toInches(match[3]) } : { width, height }
}

/**
 * The Storefront API has no dimensions. A size stated in the description wins; otherwise nominal dimensions
 * stand in that reproduce the tagged size bucket and orientation (or the first image's shape), for an editor
 * to correct (decision 0024).
 */
export function dimensionsOf(
  description: string,
  tagged: { size?: SizeBucket; orientation?: Orientation },
  image: { width: number | null; height: number | null } | undefined,
): Dimensions {
  const fromText = stated(description)
  if (fromText) return fromText
  const orientation =
    tagged.orientation ?? (image?.width && image.height ? orientationOf(image.width, image.height) : 'Square')
  const [long, short] = NOMINAL[tagged.size ?? 'Medium']
  if (orientation === 'Square') return { width: short, height: short }
  return orientation === 'Horizontal' ? { width: long, height: short } : { width: short, height: long }
}
