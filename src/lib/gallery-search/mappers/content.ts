import { artistDisplayName } from '@/lib/catalog/names'
import { imageRef } from '@/lib/cms/media'
import type { Artist, Collection, Exhibition, Journal } from '@/payload-types'
import type { ArtistRecord, CollectionRecord, ExhibitionRecord, JournalRecord } from '../records'
import { unixSeconds } from './unix-seconds'

/** The name an artist is filed under in the A–Z: the studio name, else the last name then the first. */
const filingName = (artist: Pick<Artist, 'studioName' | 'lastName' | 'firstName'>) =>
  (artist.studioName || `${artist.lastName} ${artist.firstName}`).normalize('NFKD').toUpperCase()

/** The letter an artist is filed under in the A–Z: the filing name's first, `#` for anything but A–Z. */
function artistInitial(artist: Pick<Artist, 'studioName' | 'lastName' | 'firstName'>): string {
  const letter = filingName(artist).charAt(0)
  return /[A-Z]/.test(letter) ? letter : '#'
}

const ORDERED_LETTERS = 6

/**
 * The filing name's first six letters as a base-27 number (a space, accent or other sign counts 0, before A), so
 * an index that sorts by numbers only lists artists A to Z. Names alike in their first six letters keep the
 * index's order among themselves.
 */
export function artistNameOrder(artist: Pick<Artist, 'studioName' | 'lastName' | 'firstName'>): number {
  const letters = filingName(artist)
    .replace(/[^A-Z ]/g, '')
    .padEnd(ORDERED_LETTERS, ' ')
  let order = 0
  for (const letter of letters.slice(0, ORDERED_LETTERS))
    order = order * 27 + (letter === ' ' ? 0 : letter.charCodeAt(0) - 64)
  return order
}

/** What an artist's record is made of: the document, or the rebuild's lean row. */
export type IndexedArtist = Pick<
  Artist,
  'id' | 'slug' | 'firstName' | 'lastName' | 'studioName' | 'location' | 'joinedAt'
> & {
  featuredImage: Artist['featuredImage'] | null
}

export function artistRecord(artist: IndexedArtist): ArtistRecord {
  return {
    objectID: String(artist.id),
    slug: artist.slug,
    name: artistDisplayName(artist),
    initial: artistInitial(artist),
    studioName: artist.studioName ?? null,
    firstName: artist.firstName,
    lastName: artist.lastName,
    location: artist.location ?? null,
    image: imageRef(artist.featuredImage, 'card')?.url ?? null,
    published_at: unixSeconds(artist.joinedAt),
    name_order: artistNameOrder(artist),
  }
}

type ProgrammeDoc = Pick<Collection | Journal | Exhibition, 'id' | 'slug' | 'title' | 'category' | 'thumbnail'>

/** What the collection, story and exhibition records share: the id, address, title, category and card image. */
function programmeFields<D extends ProgrammeDoc>(
  doc: D,
): { objectID: string; slug: string; title: string; category: D['category']; image: string | null } {
  return {
    objectID: String(doc.id),
    slug: doc.slug,
    title: doc.title,
    category: doc.category,
    image: imageRef(doc.thumbnail, 'card')?.url ?? null,
  }
}

export function collectionRecord(collection: Collection): CollectionRecord {
  return {
    ...programmeFields(collection),
    excerpt: collection.excerpt,
    published_at: unixSeconds(collection.updatedAt),
  }
}

export function journalRecord(story: Journal): JournalRecord {
  return {
    ...programmeFields(story),
    excerpt: story.excerpt,
    published_at: unixSeconds(story.publishedAt),
  }
}

export function exhibitionRecord(exhibition: Exhibition): ExhibitionRecord {
  return {
    ...programmeFields(exhibition),
    exhibitors: exhibition.exhibitors ?? null,
    location: exhibition.location ?? null,
    state: exhibition.state ?? null,
    published_at: unixSeconds(exhibition.startDate),
  }
}
