import type { ImageRef } from '@/lib/cms/media'

/** A search record's thumbnail URL as a card image; records keep the URL alone. */
export const thumbnail = (url: string | null, alt: string): ImageRef | null =>
  url ? { url, alt, width: 0, height: 0 } : null
