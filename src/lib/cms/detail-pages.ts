import { cache } from 'react'
import type { ArtistsSelect, CollectionsSelect, ExhibitionsSelect, JournalSelect } from '@/payload-types'
import {
  ARTIST_CARD_FIELDS,
  ARTWORK_CARD_FIELDS,
  CARD_POPULATE,
  COLLECTION_CARD_FIELDS,
  EXHIBITION_CARD_FIELDS,
  STORY_CARD_FIELDS,
} from './card-fields'
import { findBySlug } from './queries'

// Each detail page and its metadata read the same document: cache() makes that one read per request.

const ARTIST_PAGE_FIELDS = { ...ARTIST_CARD_FIELDS, bio: true } as const satisfies ArtistsSelect

export const findArtist = cache((slug: string) =>
  findBySlug('artists', slug, { select: ARTIST_PAGE_FIELDS, populate: CARD_POPULATE }),
)

const COLLECTION_PAGE_FIELDS = {
  ...COLLECTION_CARD_FIELDS,
  category: true,
  description: true,
  artworks: true,
} as const satisfies CollectionsSelect

/** The collection's works are only its grid's filter, so they come back with nothing but their handle. */
export const findCollection = cache((slug: string) =>
  findBySlug('collections', slug, {
    select: COLLECTION_PAGE_FIELDS,
    populate: { ...CARD_POPULATE, artworks: { handle: true } },
  }),
)

const EXHIBITION_PAGE_FIELDS = {
  ...EXHIBITION_CARD_FIELDS,
  excerpt: true,
  description: true,
  artists: true,
  artworks: true,
} as const satisfies ExhibitionsSelect

/** Two levels deep: the works of the show as cards, with their images and artists. */
export const findExhibition = cache((slug: string) =>
  findBySlug('exhibitions', slug, {
    select: EXHIBITION_PAGE_FIELDS,
    populate: { ...CARD_POPULATE, artworks: ARTWORK_CARD_FIELDS },
    depth: 2,
  }),
)

const STORY_PAGE_FIELDS = {
  ...STORY_CARD_FIELDS,
  author: true,
  body: true,
  publishedAt: true,
  updatedAt: true,
} as const satisfies JournalSelect

export const findStory = cache((slug: string) =>
  findBySlug('journal', slug, { select: STORY_PAGE_FIELDS, populate: CARD_POPULATE }),
)
