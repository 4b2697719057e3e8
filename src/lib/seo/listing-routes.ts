import { MEDIUMS } from '@/lib/catalog/taxonomy'

/** The listing pages of the route table that hold content; the empty search page is left out. */
export const LISTING_ROUTES = [
  '/artworks',
  '/artworks/featured',
  '/artworks/new-arrivals',
  ...MEDIUMS.map((medium) => `/artworks/medium/${medium.slug}`),
  '/artworks/art-under-350',
  '/artworks/art-under-800',
  '/artists',
  '/artists/inside-the-studio',
  '/artists/recently-joined',
  '/collections',
  '/collections/category/collaborative',
  '/exhibitions',
  '/exhibitions/all',
  '/journal',
] as const
