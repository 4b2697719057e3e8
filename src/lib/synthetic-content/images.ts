import sharp from 'sharp'
import type { MediumSlug } from '@/lib/catalog/taxonomy'
import { PALETTES } from './palettes'
import { rngFor } from './prng'
import { artworkShapes } from './svg-art'
import { detailView, galleryWall, portrait, roomView, svgDocument } from './svg-scenes'

const ARTWORK_LONG_SIDE = 900
const PORTRAIT_SIZE = 600
const THUMBNAIL_SIZE = { w: 900, h: 720 }

/**
 * Rendered losslessly: the media collection stores every upload as WebP at quality 75 (and its sizes),
 * so a PNG hand-over spares Payload three lossy WebP decodes per image, about a third of the seed's
 * CPU time, and the artwork a second generation of compression.
 */
export const UPLOAD_FORMAT = { extension: 'png', mimetype: 'image/png' } as const

async function encode(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer()
}

/** Pixel size for a work of the given inches, long side fixed, so the image keeps the work's aspect. */
function pixelSize(widthIn: number, heightIn: number, longSide = ARTWORK_LONG_SIDE): { w: number; h: number } {
  const scale = longSide / Math.max(widthIn, heightIn)
  return { w: Math.round(widthIn * scale), h: Math.round(heightIn * scale) }
}

/** The work itself, then its hover image: hung in a room, or for objects a closer detail. */
export async function renderArtworkImages(
  key: string,
  medium: MediumSlug,
  widthIn: number,
  heightIn: number,
): Promise<[Buffer, Buffer]> {
  const rng = rngFor('image', key)
  const { w, h } = pixelSize(widthIn, heightIn)
  const inner = artworkShapes(medium, { w, h, palette: rng.pick(PALETTES), rng })
  const objectLike = medium === 'sculpture-objects' || medium === 'installation'
  const second = objectLike ? detailView(w, h, inner, rng) : roomView(w, h, inner, rng)
  return Promise.all([encode(svgDocument(w, h, inner)), encode(second)])
}

export function renderPortrait(key: string): Promise<Buffer> {
  return encode(portrait(PORTRAIT_SIZE, rngFor('portrait', key)))
}

export function renderThumbnail(key: string, mediums: readonly MediumSlug[]): Promise<Buffer> {
  return encode(galleryWall(THUMBNAIL_SIZE.w, THUMBNAIL_SIZE.h, rngFor('thumbnail', key), mediums))
}
