/** The seven mediums of the route table: URL slug, menu label and the shop's product type. */
export const MEDIUMS = [
  { slug: 'painting', menuLabel: 'Painting', productType: 'Painting' },
  { slug: 'drawing', menuLabel: 'Drawing', productType: 'Drawing' },
  { slug: 'sculpture-objects', menuLabel: 'Sculpture', productType: 'Sculpture & Objects' },
  { slug: 'print', menuLabel: 'Print', productType: 'Print' },
  { slug: 'photography', menuLabel: 'Photography', productType: 'Photography' },
  { slug: 'installation', menuLabel: 'Installation', productType: 'Installation' },
  { slug: 'mixed-media', menuLabel: 'Mixed-Media', productType: 'Mixed Media' },
] as const

export type Medium = (typeof MEDIUMS)[number]
export type MediumSlug = Medium['slug']

export const CUSTOM_COMMISSION = 'Custom Commission'

export function mediumBySlug(slug: string): Medium | undefined {
  return MEDIUMS.find((medium) => medium.slug === slug)
}

export const AVAILABILITY = ['Available', 'On Hold', 'Sold Out'] as const
export type Availability = (typeof AVAILABILITY)[number]

/** Availability as the filter shows it: the index says Sold Out, the label says Sold. */
export const AVAILABILITY_LABELS: Record<Availability, string> = {
  Available: 'Available',
  'On Hold': 'On Hold',
  'Sold Out': 'Sold',
}

export const ORIENTATIONS = ['Horizontal', 'Square', 'Vertical'] as const
export type Orientation = (typeof ORIENTATIONS)[number]

export const SIZE_BUCKETS = [
  { value: 'Small', label: 'Small (11x14 in and under)', maxShortSide: 11, maxLongSide: 14 },
  { value: 'Medium', label: 'Medium (12x15 - 24x30 in)', maxShortSide: 24, maxLongSide: 30 },
  { value: 'Large', label: 'Large (25x31 - 40x60 in)', maxShortSide: 40, maxLongSide: 60 },
  { value: 'Extra-Large', label: 'Extra-Large (over 40x60 in)', maxShortSide: Infinity, maxLongSide: Infinity },
] as const
export type SizeBucket = (typeof SIZE_BUCKETS)[number]['value']

export const SIZE_NOTE = 'Sizes reflect display dimensions & are not orientation-specific.'

export const STORY_CATEGORIES = ['At Home', 'At Uprise', 'Meet', 'In Good Company', 'Inside The Studio'] as const
export const COLLECTION_TYPES = ['Curated', 'Collaborative'] as const
export const EXHIBITION_CATEGORIES = [
  'Art Fairs',
  'Exhibitions',
  'Residency',
  'Digital',
  'Events',
  'Showcases',
  'Studio Visits',
] as const
export const EXHIBITION_STATES = ['On View', 'Upcoming', 'Past'] as const
export type ExhibitionState = (typeof EXHIBITION_STATES)[number]
