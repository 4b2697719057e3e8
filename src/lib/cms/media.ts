import type { Media } from '@/payload-types'

export type ImageSize = 'thumbnail' | 'card' | 'original'

export type ImageRef = {
  url: string
  alt: string
  width: number
  height: number
  caption?: string | null
  /** Every file Payload made of the picture (`url 480w, …`), for the browser to pick one at the size it shows. */
  srcSet?: string
}

/** The fields of a media document an image is made from (what card-fields.ts IMAGE_FIELDS reads). */
type ImageFields = Pick<Media, 'url' | 'alt' | 'width' | 'height' | 'caption' | 'sizes'>

type SizedFile = { url?: string | null; width?: number | null }

/** The picture's files narrowest first, one per width; undefined when there is no choice to make. */
function srcSetOf(media: ImageFields): string | undefined {
  const files: SizedFile[] = [media.sizes?.thumbnail ?? {}, media.sizes?.card ?? {}, media]
  const byWidth = new Map<number, string>()
  for (const { url, width } of files) if (url && width && !byWidth.has(width)) byWidth.set(width, url)
  if (byWidth.size < 2) return undefined
  return [...byWidth]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ')
}

/** A media document (or an unpopulated id) as the card needs it; null when there is nothing to show. */
export function imageRef(media: number | ImageFields | null | undefined, size: ImageSize = 'card'): ImageRef | null {
  if (!media || typeof media !== 'object') return null
  const variant = size === 'original' ? null : media.sizes?.[size]
  const url = variant?.url ?? media.url
  if (!url) return null
  const srcSet = srcSetOf(media)
  return {
    url,
    alt: media.alt,
    width: variant?.width ?? media.width ?? 0,
    height: variant?.height ?? media.height ?? 0,
    caption: media.caption,
    ...(srcSet ? { srcSet } : {}),
  }
}
