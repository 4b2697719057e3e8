import type { MediumSlug } from '@/lib/catalog/taxonomy'
import { PALETTES } from './palettes'
import { rngFor } from './prng'
import { artworkShapes } from './svg-art'
import { detailView, galleryWall, portrait, svgDocument } from './svg-scenes'

const ARTWORK_LONG_SIDE = 900
const PORTRAIT_SIZE = 600
const THUMBNAIL_SIZE = { w: 900, h: 720 }

/** Pixel size for a work of the given inches, long side fixed, so the image keeps the work's aspect. */
function pixelSize(widthIn: number, heightIn: number, longSide = ARTWORK_LONG_SIDE): { w: number; h: number } {
  const scale = longSide / Math.max(widthIn, heightIn)
  return { w: Math.round(widthIn * scale), h: Math.round(heightIn * scale) }
}

/**
 * The work itself, then its hover image: a closer look at a detail. Not the work hung in a room: a picture of a
 * room drawn at no scale would tell a buyer a false size; the product page's room view draws the true one.
 */
export function artworkSvgs(key: string, medium: MediumSlug, widthIn: number, heightIn: number): [string, string] {
  const rng = rngFor('image', key)
  const { w, h } = pixelSize(widthIn, heightIn)
  const inner = artworkShapes(medium, { w, h, palette: rng.pick(PALETTES), rng })
  return [svgDocument(w, h, inner), detailView(w, h, inner, rng)]
}

export function portraitSvg(key: string): string {
  return portrait(PORTRAIT_SIZE, rngFor('portrait', key))
}

export function thumbnailSvg(key: string, mediums: readonly MediumSlug[]): string {
  return galleryWall(THUMBNAIL_SIZE.w, THUMBNAIL_SIZE.h, rngFor('thumbnail', key), mediums)
}
