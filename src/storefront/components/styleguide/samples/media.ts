import type { Media } from '@/payload-types'

const STAMP = '2026-01-01T00:00:00.000Z'

/** A flat colour field with a horizon, as an SVG data URL: sample images need no database or files. */
export function sampleMedia(id: number, alt: string, hue: number, width = 960, height = 768, caption?: string): Media {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="hsl(${hue} 45% 78%)"/><rect y="${Math.round(height * 0.62)}" width="100%" height="${Math.round(height * 0.38)}" fill="hsl(${(hue + 30) % 360} 40% 45%)"/><circle cx="${Math.round(width * 0.7)}" cy="${Math.round(height * 0.35)}" r="${Math.round(height * 0.12)}" fill="hsl(${(hue + 180) % 360} 60% 92%)"/></svg>`
  return {
    id,
    alt,
    caption: caption ?? null,
    url: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`,
    width,
    height,
    mimeType: 'image/svg+xml',
    updatedAt: STAMP,
    createdAt: STAMP,
  }
}

export const SAMPLE_STAMP = STAMP
