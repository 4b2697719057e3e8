import type { MediumSlug } from '@/lib/catalog/taxonomy'

/**
 * The dataset's derived `category` → the shop's seven mediums. Documented in
 * docs/decisions/0008-catalog-import.md; anything unlisted (e.g. `Other`: printing plates) is mixed media.
 */
const CATEGORY_MEDIUMS: Readonly<Record<string, MediumSlug>> = {
  Painting: 'painting',
  Drawing: 'drawing',
  Print: 'print',
  Photograph: 'photography',
  Sculpture: 'sculpture-objects',
  'Decorative Arts': 'sculpture-objects',
  Installation: 'installation',
  Media: 'installation',
  'Mixed Media': 'mixed-media',
  Book: 'mixed-media',
  Architecture: 'sculpture-objects',
}

const FALLBACK_MEDIUM: MediumSlug = 'mixed-media'

/** Architecture is mostly models; its drawings are drawings. */
export function mediumFor(category: string, classification: string): MediumSlug {
  if (category === 'Architecture' && /drawing/i.test(classification)) return 'drawing'
  return CATEGORY_MEDIUMS[category] ?? FALLBACK_MEDIUM
}
