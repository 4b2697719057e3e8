import type { ArtworkCardData } from '@/lib/catalog/artwork-card'
import { SAMPLE_PRICING } from '@/lib/catalog/sample-pricing'
import { imageRef } from '@/lib/cms/media'
import type { Artist, Collection, Exhibition, Journal } from '@/payload-types'
import { SAMPLE_STAMP, sampleMedia } from './media'

const stamps = { updatedAt: SAMPLE_STAMP, createdAt: SAMPLE_STAMP, _status: 'published' as const }

const artwork = (id: number, title: string, hue: number, pricing: Partial<ArtworkCardData>): ArtworkCardData => ({
  id: String(id),
  handle: `sample-${id}`,
  title,
  artistName: 'Ines Varga',
  image: imageRef(sampleMedia(id, `${title}, sample artwork`, hue, 768, 960), 'original'),
  hoverImage: imageRef(sampleMedia(id + 100, `${title}, in a room`, hue + 40, 768, 960), 'original'),
  ...SAMPLE_PRICING,
  ...pricing,
})

/** One artwork per card state, in their order of precedence: On Hold, Sold, Price on Request, From, price. */
export const SAMPLE_ARTWORKS: { state: string; card: ArtworkCardData }[] = [
  { state: 'Price', card: artwork(1, 'Morning Field', 30, {}) },
  { state: 'From (variants differ)', card: artwork(2, 'Salt Flats II', 200, { minPrice: 450, maxPrice: 980 }) },
  { state: 'On Hold', card: artwork(3, 'Harbour at Dusk', 260, { availability: 'On Hold' }) },
  { state: 'Sold (dimmed)', card: artwork(4, 'Quiet Orchard', 100, { availability: 'Sold Out', inventoryCount: 0 }) },
  { state: 'Price on Request', card: artwork(5, 'Commissioned Wall', 330, { productType: 'Custom Commission' }) },
  { state: 'No image', card: { ...artwork(6, 'Untitled Study', 0, {}), image: null, hoverImage: null } },
]

export const SAMPLE_ARTIST: Artist = {
  id: 1,
  firstName: 'Ines',
  lastName: 'Varga',
  studioName: null,
  slug: 'ines-varga',
  location: 'Lisbon, Portugal',
  featuredImage: sampleMedia(11, 'Ines Varga in her studio', 20, 960, 540),
  joinedAt: SAMPLE_STAMP,
  ...stamps,
}

export const SAMPLE_STUDIO: Artist = {
  ...SAMPLE_ARTIST,
  id: 2,
  slug: 'north-light-studio',
  studioName: 'North Light Studio',
  location: 'Bergen, Norway',
  featuredImage: sampleMedia(12, 'North Light Studio', 210, 960, 540),
}

export const SAMPLE_COLLECTION: Collection = {
  id: 1,
  title: 'Large-Scale Statements',
  slug: 'large-scale-statements',
  category: 'Curated',
  excerpt: 'Works big enough to hold a whole wall, chosen for lofts, lobbies and tall rooms.',
  thumbnail: sampleMedia(13, 'Large works hung in a loft', 160),
  ...stamps,
}

export const SAMPLE_EXHIBITION: Exhibition = {
  id: 1,
  title: 'Northern Light',
  slug: 'northern-light',
  category: 'Exhibitions',
  exhibitors: 'Ines Varga and North Light Studio',
  location: 'The Loft, SoHo',
  state: 'On View',
  startDate: SAMPLE_STAMP,
  thumbnail: sampleMedia(14, 'Paintings on the gallery wall', 240),
  ...stamps,
}

export const SAMPLE_STORY: Journal = {
  id: 1,
  title: 'Meet the Painter Chasing Northern Light',
  slug: 'meet-the-painter-chasing-northern-light',
  category: 'Meet',
  excerpt: 'Long winters, short days and a palette built from the view out of one window.',
  thumbnail: sampleMedia(15, 'A painter at her easel', 45, 960, 960),
  publishedAt: SAMPLE_STAMP,
  ...stamps,
}
