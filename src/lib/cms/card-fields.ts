import type {
  ArtistsSelect,
  ArtworksSelect,
  CollectionsSelect,
  ExhibitionsSelect,
  JournalSelect,
  MediaSelect,
} from '@/payload-types'
import type { Selected } from './queries'

/**
 * An image as every page shows it: the file and its sized variants with their names (Payload makes each URL
 * from the file name when it has it), dimensions, alt text and caption.
 */
const IMAGE_FIELDS = {
  filename: true,
  url: true,
  width: true,
  height: true,
  alt: true,
  caption: true,
  sizes: {
    thumbnail: { filename: true, url: true, width: true, height: true },
    card: { filename: true, url: true, width: true, height: true },
  },
} as const satisfies MediaSelect

const ARTIST_NAME_FIELDS = {
  slug: true,
  firstName: true,
  lastName: true,
  studioName: true,
} as const satisfies ArtistsSelect

/** What a related image or artist brings along when a read populates it: what a card or a byline shows. */
export const CARD_POPULATE = { media: IMAGE_FIELDS, artists: ARTIST_NAME_FIELDS }

export const ARTWORK_CARD_FIELDS = {
  handle: true,
  title: true,
  artist: true,
  images: true,
  availability: true,
  customCommission: true,
  medium: true,
  priceUponRequest: true,
  variants: { price: true },
  inventory: true,
} as const satisfies ArtworksSelect

export const ARTIST_CARD_FIELDS = {
  ...ARTIST_NAME_FIELDS,
  location: true,
  featuredImage: true,
  joinedAt: true,
} as const satisfies ArtistsSelect
export type ArtistCardDoc = Selected<'artists', typeof ARTIST_CARD_FIELDS>

export const COLLECTION_CARD_FIELDS = {
  slug: true,
  title: true,
  excerpt: true,
  thumbnail: true,
} as const satisfies CollectionsSelect
export type CollectionCardDoc = Selected<'collections', typeof COLLECTION_CARD_FIELDS>

// The state is derived from the dates as the document is read, so the dates are read with it.
export const EXHIBITION_CARD_FIELDS = {
  slug: true,
  title: true,
  category: true,
  exhibitors: true,
  location: true,
  thumbnail: true,
  startDate: true,
  endDate: true,
  state: true,
} as const satisfies ExhibitionsSelect
export type ExhibitionCardDoc = Selected<'exhibitions', typeof EXHIBITION_CARD_FIELDS>

export const STORY_CARD_FIELDS = {
  slug: true,
  title: true,
  category: true,
  excerpt: true,
  thumbnail: true,
} as const satisfies JournalSelect
export type StoryCardDoc = Selected<'journal', typeof STORY_CARD_FIELDS>
