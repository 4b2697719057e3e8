import type { Where } from 'payload'
import {
  ARTIST_CARD_FIELDS,
  CARD_POPULATE,
  COLLECTION_CARD_FIELDS,
  EXHIBITION_CARD_FIELDS,
  STORY_CARD_FIELDS,
} from './card-fields'
import { listPublished } from './queries'

type CardQuery = { where?: Where; sort: string; limit: number }

// Published documents with just the fields their cards show, for rails, grids and listing pages.

export function listArtistCards(query: CardQuery) {
  return listPublished('artists', { ...query, select: ARTIST_CARD_FIELDS, populate: CARD_POPULATE })
}

export function listCollectionCards(query: CardQuery) {
  return listPublished('collections', { ...query, select: COLLECTION_CARD_FIELDS, populate: CARD_POPULATE })
}

export function listExhibitionCards(query: CardQuery) {
  return listPublished('exhibitions', { ...query, select: EXHIBITION_CARD_FIELDS, populate: CARD_POPULATE })
}

export function listStoryCards(query: CardQuery) {
  return listPublished('journal', { ...query, select: STORY_CARD_FIELDS, populate: CARD_POPULATE })
}
