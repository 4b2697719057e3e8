import type { MediumSlug } from '@/lib/catalog/taxonomy'
import type { Palette } from './palettes'
import type { Rng } from './prng'

type Canvas = { w: number; h: number; palette: Palette; rng: Rng }
type Accent = (index: number) => string

const accent =
  ({ palette }: Canvas): Accent =>
  (index) =>
    palette[1 + (index % 4)] ?? palette[1]
const n = (value: number) => value.toFixed(1)

/** Colour-field painting: soft stacked blocks, in the manner of a hundred studio walls. */
function abstract(c: Canvas): string {
  const { w, h, rng } = c
  const col = accent(c)
  const blocks = Array.from({ length: rng.int(3, 6) }, (_, i) => {
    const x = rng.float(-0.1, 0.6) * w
    const y = rng.float(-0.1, 0.7) * h
    const bw = rng.float(0.3, 0.8) * w
    const bh = rng.float(0.15, 0.5) * h
    return (
      `<rect x="${n(x)}" y="${n(y)}" width="${n(bw)}" height="${n(bh)}" ` +
      `rx="${n(rng.float(0, 0.05) * w)}" fill="${col(i + rng.int(0, 3))}" ` +
      `opacity="${rng.float(0.55, 0.95).toFixed(2)}"/>`
    )
  })
  const discs = Array.from({ length: rng.int(1, 3) }, (_, i) => {
    return (
      `<circle cx="${n(rng.float(0.1, 0.9) * w)}" ` +
      `cy="${n(rng.float(0.1, 0.9) * h)}" ` +
      `r="${n(rng.float(0.05, 0.22) * Math.min(w, h))}" fill="${col(i + 2)}" ` +
      `opacity="0.85"/>`
    )
  })
  return [...blocks, ...discs].join('')
}

/** Photograph: horizon bands of sky, water and land with a low sun. */
function bands(c: Canvas): string {
  const { w, h, rng, palette } = c
  const horizon = rng.float(0.35, 0.7) * h
  const sky =
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" ` +
    `stop-color="${palette[3]}"/><stop offset="1" ` +
    `stop-color="${palette[0]}"/></linearGradient>`
  const sea =
    `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" ` +
    `stop-color="${palette[2]}"/><stop offset="1" ` +
    `stop-color="${palette[1]}"/></linearGradient>`
  const land = Array.from({ length: 3 }, (_, i) => {
    const top = horizon + (i + 1) * (h - horizon) * 0.22
    const wave = rng.float(-0.04, 0.04) * h
    return (
      `<path d="M0 ${n(top)} Q ${n(w / 2)} ${n(top + wave)} ${w} ` +
      `${n(top - wave)} V ${h} H 0 Z" fill="${palette[1 + i] ?? palette[1]}" ` +
      `opacity="0.55"/>`
    )
  })
  return (
    `<defs>${sky}${sea}</defs><rect width="${w}" height="${n(horizon)}" ` +
    `fill="url(#sky)"/><rect y="${n(horizon)}" width="${w}" ` +
    `height="${n(h - horizon)}" fill="url(#sea)"/><circle ` +
    `cx="${n(rng.float(0.2, 0.8) * w)}" ` +
    `cy="${n(horizon - rng.float(0.05, 0.2) * h)}" ` +
    `r="${n(Math.min(w, h) * 0.07)}" fill="#fff8e7" ` +
    `opacity="0.9"/>${land.join('')}`
  )
}

/** Drawing: loose graphite contours on paper. */
function strokes(c: Canvas): string {
  const { w, h, rng, palette } = c
  return Array.from({ length: rng.int(14, 26) }, () => {
    const points = Array.from({ length: 4 }, () => `${n(rng.float(0.08, 0.92) * w)} ${n(rng.float(0.08, 0.92) * h)}`)
    return (
      `<path d="M${points[0]} C ${points[1]} ${points[2]} ${points[3]}" ` +
      `fill="none" stroke="${palette[1]}" ` +
      `stroke-width="${n(rng.float(0.6, 3.2))}" stroke-linecap="round" ` +
      `opacity="${rng.float(0.35, 0.9).toFixed(2)}"/>`
    )
  }).join('')
}

/** Print: a flat-colour grid, as a screenprint registers its layers. */
function grid(c: Canvas): string {
  const { w, h, rng } = c
  const col = accent(c)
  const cols = rng.int(2, 4)
  const rows = Math.max(2, Math.round((cols * h) / w))
  const cw = w / cols
  const ch = h / rows
  const cells: string[] = []
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      const cx = x * cw + cw / 2
      const cy = y * ch + ch / 2
      const r = Math.min(cw, ch) * rng.float(0.22, 0.42)
      cells.push(
        rng.chance(0.5)
          ? `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${col(x + y)}"/>`
          : `<rect x="${n(cx - r)}" y="${n(cy - r)}" width="${n(2 * r)}" ` +
              `height="${n(2 * r)}" fill="${col(x * 2 + y)}" ` +
              `transform="rotate(${rng.int(0, 3) * 15} ${n(cx)} ${n(cy)})"/>`,
      )
    }
  }
  return cells.join('')
}

/** Sculpture: a vessel on a plinth against a gallery wall. */
function plinth(c: Canvas): string {
  const { w, h, rng, palette } = c
  const px = w * 0.28
  const pw = w * 0.44
  const top = h * 0.62
  const bodyW = pw * rng.float(0.45, 0.8)
  const bodyH = h * rng.float(0.25, 0.4)
  const cx = w / 2
  const neck = bodyW * rng.float(0.2, 0.45)
  const vessel =
    `M ${n(cx - neck / 2)} ${n(top - bodyH)} C ${n(cx - bodyW)} ` +
    `${n(top - bodyH * 0.6)} ${n(cx - bodyW / 2)} ${n(top)} ${n(cx)} ` +
    `${n(top)} C ${n(cx + bodyW / 2)} ${n(top)} ${n(cx + bodyW)} ` +
    `${n(top - bodyH * 0.6)} ${n(cx + neck / 2)} ${n(top - bodyH)} Z`
  return (
    `<defs><linearGradient id="glaze" x1="0" x2="1"><stop offset="0" ` +
    `stop-color="${palette[2]}"/><stop offset="1" ` +
    `stop-color="${palette[1]}"/></linearGradient></defs><rect ` +
    `y="${n(h * 0.9)}" width="${w}" height="${n(h * 0.1)}" fill="#cfc6b8"/>` +
    `<rect x="${n(px)}" y="${n(top)}" width="${n(pw)}" ` +
    `height="${n(h * 0.9 - top)}" fill="#fbfaf7"/><rect x="${n(px + pw)}" ` +
    `y="${n(top)}" width="${n(pw * 0.06)}" height="${n(h * 0.9 - top)}" ` +
    `fill="#e4e0d8"/><path d="${vessel}" fill="url(#glaze)"/>`
  )
}

/** Installation: suspended strips and threads across a wall. */
function suspended(c: Canvas): string {
  const { w, h, rng } = c
  const col = accent(c)
  return Array.from({ length: rng.int(7, 14) }, (_, i) => {
    const x = rng.float(0.05, 0.95) * w
    const len = rng.float(0.3, 0.85) * h
    const width = rng.float(0.01, 0.06) * w
    return (
      `<line x1="${n(x)}" y1="0" x2="${n(x)}" y2="${n(h * 0.08)}" ` +
      `stroke="#555" stroke-width="1"/><rect x="${n(x - width / 2)}" ` +
      `y="${n(h * 0.08)}" width="${n(width)}" height="${n(len)}" ` +
      `fill="${col(i)}" opacity="0.9"/>`
    )
  }).join('')
}

const COMPOSERS: Record<MediumSlug, (c: Canvas) => string> = {
  painting: abstract,
  'mixed-media': (c) => abstract(c) + strokes(c),
  photography: bands,
  drawing: strokes,
  print: grid,
  'sculpture-objects': plinth,
  installation: suspended,
}

/** The work itself as SVG markup (no outer element), sized w×h. */
export function artworkShapes(medium: MediumSlug, c: Canvas): string {
  return `<rect width="${c.w}" height="${c.h}" fill="${c.palette[0]}"/>${COMPOSERS[medium](c)}`
}
