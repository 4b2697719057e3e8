import type { Where } from 'payload'
import { exhibitionStateWhere } from '@/lib/catalog/exhibition-state-where'
import type { ArtworkCardData } from '@/lib/catalog/artwork-card'
import { listArtworkCards } from '@/lib/cms/artworks'
import { listArtistCards, listCollectionCards, listExhibitionCards, listStoryCards } from '@/lib/cms/card-lists'
import type { ArtistCardDoc } from '@/lib/cms/card-fields'
import { findOne } from '@/lib/cms/queries'
import type {
  ArtistRailBlock,
  ArtworkRailBlock,
  CollectionRailBlock,
  ExhibitionRailBlock,
  JournalRailBlock,
} from '@/payload-types'
import { inChosenOrder, relationIds } from './relation-ids'

// What each rail block shows, read up front: the rail components draw these cards and read nothing themselves
// (Astro renders with Preact's string renderer, where an async component renders nothing).

type Query = { where: Where; sort: string; chosen?: number[] }

async function collectionArtworkIds(collection: ArtworkRailBlock['collection']): Promise<number[]> {
  if (!collection) return []
  const id = typeof collection === 'number' ? collection : collection.id
  // Read again through access control: the collection itself may be unpublished.
  const doc = await findOne('collections', { id: { equals: id } }, { select: { artworks: true }, depth: 0 })
  return relationIds(doc?.artworks)
}

async function artworkQuery(block: ArtworkRailBlock): Promise<Query> {
  switch (block.source) {
    case 'featured':
      return { where: { featured: { equals: true } }, sort: '-publishedAt' }
    case 'collection': {
      const ids = await collectionArtworkIds(block.collection)
      return { where: { id: { in: ids } }, sort: '-featured', chosen: ids }
    }
    case 'chosen': {
      const ids = relationIds(block.artworks)
      return { where: { id: { in: ids } }, sort: '-publishedAt', chosen: ids }
    }
    default:
      return { where: {}, sort: '-publishedAt' }
  }
}

/** Artwork cards from the block's source: featured, the newest, a collection's or an editor's choice. */
export async function artworkRailCards(block: ArtworkRailBlock): Promise<ArtworkCardData[]> {
  const query = await artworkQuery(block)
  if (query.chosen?.length === 0) return []
  const cards = await listArtworkCards(query.where, query.sort, block.limit)
  return block.source === 'chosen' && query.chosen ? inChosenOrder(cards, query.chosen) : cards
}

function artistQuery(block: ArtistRailBlock): { where?: Where; sort: string } {
  switch (block.source) {
    case 'insideTheStudio':
      return { where: { insideTheStudio: { equals: true } }, sort: 'lastName' }
    case 'chosen':
      return { where: { id: { in: relationIds(block.artists) } }, sort: 'lastName' }
    default:
      return { sort: '-joinedAt' }
  }
}

/** Artist cards: the newest artists, those inside the studio, or an editor's choice. */
export async function artistRailCards(block: ArtistRailBlock): Promise<ArtistCardDoc[]> {
  const chosen = relationIds(block.artists)
  if (block.source === 'chosen' && chosen.length === 0) return []
  const docs = await listArtistCards({ ...artistQuery(block), limit: block.limit })
  return block.source === 'chosen' ? inChosenOrder(docs, chosen) : docs
}

/** Collection cards in the gallery's own order, optionally of one type. */
export function collectionRailCards(block: CollectionRailBlock) {
  const where = block.category === 'all' ? undefined : { category: { equals: block.category } }
  return listCollectionCards({ where, sort: 'sortOrder', limit: block.limit })
}

const STATES = { onView: 'On View', upcoming: 'Upcoming', past: 'Past' } as const

/** Upcoming exhibitions soonest first; the others most recent first. */
function exhibitionSelection(state: ExhibitionRailBlock['state'], now: Date): { where?: Where; sort: string } {
  if (!state || state === 'all') return { sort: '-startDate' }
  const sort = state === 'upcoming' ? 'startDate' : '-startDate'
  return { where: exhibitionStateWhere(STATES[state], now), sort }
}

export function exhibitionRailCards(block: ExhibitionRailBlock) {
  return listExhibitionCards({ ...exhibitionSelection(block.state, new Date()), limit: block.limit })
}

/** The latest journal stories, optionally of one category. */
export function journalRailCards(block: JournalRailBlock) {
  const where = block.category ? { category: { equals: block.category } } : undefined
  return listStoryCards({ where, sort: '-publishedAt', limit: block.limit })
}
