import { artistDisplayName } from '@/lib/catalog/names'
import { imageRef } from '@/lib/cms/media'
import type { Artist, Collection, Exhibition, Journal } from '@/payload-types'
import type { ArtistRecord, CollectionRecord, ExhibitionRecord, JournalRecord } from '../records'
import { unixSeconds } from './unix-seconds'

/** The letter an artist is filed under in the A–Z: the last name's, or the studio name's. */
function artistInitial(artist: Pick<Artist, 'studioName' | 'lastName'>): string {
  const letter = (artist.studioName || artist.lastName).normalize('NFKD').charAt(0).toUpperCase()
  return /[A-Z]/.test(letter) ? letter : '#'
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
