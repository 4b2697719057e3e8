import type { Media } from '@/payload-types'

export type ImageSize = 'thumbnail' | 'card' | 'original'

export type ImageRef = { url: string; alt: string; width: number; height: number; caption?: string | null }

/** The fields of a media document an image is made from (what card-fields.ts IMAGE_FIELDS reads). */
type ImageFields = Pick<Media, 'url' | 'alt' | 'width' | 'height' | 'caption' | 'sizes'>

/** A media document (or an unpopulated id) as the card needs it; null when there is nothing to show. */
export function imageRef(media: number | ImageFields | null | undefined, size: ImageSize = 'card'): ImageRef | null {
  if (!media || typeof media !== 'object') return null
  const variant = size === 'original' ? null : media.sizes?.[size]
  const url = variant?.url ?? media.url
  if (!url) return null
  return {
    url,
    alt: media.alt,
    width: variant?.width ?? media.width ?? 0,
    height: variant?.height ?? media.height ?? 0,
    caption: media.caption,
  }
}
