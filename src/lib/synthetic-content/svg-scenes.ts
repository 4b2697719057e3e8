import type { MediumSlug } from '@/lib/catalog/taxonomy'
import { FLOORS, PALETTES, WALLS, type Palette } from './palettes'
import type { Rng } from './prng'
import { artworkShapes } from './svg-art'

const n = (value: number) => value.toFixed(1)

export function svgDocument(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`
}

/** A framed work hung at (x, y), drawn from its own composition scaled into the frame. */
function hung(x: number, y: number, w: number, h: number, inner: string, innerW: number, innerH: number): string {
  const mat = Math.max(3, w * 0.03)
  return (
    `<rect x="${n(x + 6)}" y="${n(y + 8)}" width="${n(w)}" height="${n(h)}" ` +
    `fill="#000" opacity="0.12"/><rect x="${n(x)}" y="${n(y)}" ` +
    `width="${n(w)}" height="${n(h)}" fill="#2b2926"/><svg x="${n(x + mat)}" ` +
    `y="${n(y + mat)}" width="${n(w - 2 * mat)}" height="${n(h - 2 * mat)}" ` +
    `viewBox="0 0 ${innerW} ${innerH}" preserveAspectRatio="none">${inner}` +
    `</svg>`
  )
}

/** The hover image: a closer look at one part of the work, same aspect. */
export function detailView(w: number, h: number, inner: string, rng: Rng): string {
  const zoom = rng.float(0.45, 0.6)
  const x = rng.float(0.15, 1 - zoom - 0.1) * w
  const y = rng.float(0.2, 1 - zoom - 0.05) * h
  return svgDocument(
    w,
    h,
    `<svg width="${w}" height="${h}" viewBox="${n(x)} ${n(y)} ${n(w * zoom)} ${n(h * zoom)}">${inner}</svg>`,
  )
}

/** A stylised head and shoulders: the artists' portraits. */
export function portrait(size: number, rng: Rng): string {
  const palette = rng.pick(PALETTES)
  const skin = rng.pick(['#f1c7a5', '#d9a27e', '#b57a55', '#8d5a3b', '#e8b896', '#6b4430'])
  const hair = rng.pick(['#2b211c', '#5a3b24', '#a0522d', '#d8c3a5', '#1c1c1c', '#7d7d7d'])
  const cx = size / 2
  const headR = size * rng.float(0.15, 0.18)
  const headY = size * 0.42
  const hairShape = rng.chance(0.5)
    ? `<ellipse cx="${n(cx)}" cy="${n(headY - headR * 0.35)}" ` +
      `rx="${n(headR * 1.12)}" ry="${n(headR * 0.9)}" fill="${hair}"/>`
    : `<rect x="${n(cx - headR * 1.15)}" y="${n(headY - headR * 1.15)}" ` +
      `width="${n(headR * 2.3)}" height="${n(headR * 2.6)}" rx="${n(headR)}" ` +
      `fill="${hair}"/>`
  const body =
    `<ellipse cx="${n(cx)}" cy="${n(size * 0.98)}" rx="${n(size * 0.32)}" ` +
    `ry="${n(size * 0.28)}" fill="${palette[1]}"/><rect ` +
    `x="${n(cx - headR * 0.35)}" y="${n(headY + headR * 0.6)}" ` +
    `width="${n(headR * 0.7)}" height="${n(headR)}" fill="${skin}"/>`
  const face = `<ellipse cx="${n(cx)}" cy="${n(headY)}" rx="${n(headR * 0.88)}" ry="${n(headR)}" fill="${skin}"/>`
  return svgDocument(
    size,
    size,
    `<rect width="${size}" height="${size}" fill="${palette[3]}"/><circle ` +
      `cx="${n(size * rng.float(0.2, 0.8))}" cy="${n(size * 0.25)}" ` +
      `r="${n(size * 0.3)}" fill="${palette[4]}" ` +
      `opacity="0.5"/>${hairShape}${body}${face}`,
  )
}

/** Card thumbnails for collections, exhibitions and stories: a hang of several works on one wall. */
export function galleryWall(w: number, h: number, rng: Rng, mediums: readonly MediumSlug[]): string {
  const count = rng.int(1, 3)
  const gap = w * 0.05
  const slot = (w - gap * (count + 1)) / count
  const frames = Array.from({ length: count }, (_, i) => {
    const fw = slot * rng.float(0.75, 1)
    const fh = Math.min(h * 0.62, fw * rng.float(0.8, 1.35))
    const x = gap + i * (slot + gap) + (slot - fw) / 2
    const y = h * 0.4 - fh / 2
    const palette: Palette = rng.pick(PALETTES)
    const inner = artworkShapes(rng.pick(mediums), { w: 300, h: 300 * (fh / fw), palette, rng })
    return hung(x, Math.max(h * 0.06, y), fw, fh, inner, 300, 300 * (fh / fw))
  })
  const floorY = h * 0.82
  return svgDocument(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${rng.pick(WALLS)}"/><rect ` +
      `y="${n(floorY)}" width="${w}" height="${n(h - floorY)}" ` +
      `fill="${rng.pick(FLOORS)}"/>${frames.join('')}`,
  )
}
