import type { ImageUploadFormatOptions } from 'payload'

/** Every stored image, original and sizes, is WebP at this quality. */
export const MEDIA_FORMAT = { format: 'webp', options: { quality: 75 } } as const satisfies ImageUploadFormatOptions

/**
 * The sizes made of each upload: width only, never enlarged. Generated content (seed, import) renders the same
 * sizes itself (src/lib/synthetic-content/media-files.ts), so a size added here must be one it can make too.
 */
export const MEDIA_SIZES = [
  { name: 'thumbnail', width: 480, withoutEnlargement: true, formatOptions: MEDIA_FORMAT },
  { name: 'card', width: 960, withoutEnlargement: true, formatOptions: MEDIA_FORMAT },
] as const

export type MediaSizeName = (typeof MEDIA_SIZES)[number]['name']
