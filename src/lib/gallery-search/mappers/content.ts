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

export function collectionRecord(collection: Collection): CollectionRecord {
  return {
    objectID: String(collection.id),
    slug: collection.slug,
    title: collection.title,
    excerpt: collection.excerpt,
    category: collection.category,
    image: imageRef(collection.thumbnail, 'card')?.url ?? null,
    published_at: unixSeconds(collection.updatedAt),
  }
}

export function journalRecord(story: Journal): JournalRecord {
  return {
    objectID: String(story.id),
    slug: story.slug,
    title: story.title,
    excerpt: story.excerpt,
    category: story.category,
    image: imageRef(story.thumbnail, 'card')?.url ?? null,
    published_at: unixSeconds(story.publishedAt),
  }
}

export function exhibitionRecord(exhibition: Exhibition): ExhibitionRecord {
  return {
    objectID: String(exhibition.id),
    slug: exhibition.slug,
    title: exhibition.title,
    category: exhibition.category,
    exhibitors: exhibition.exhibitors ?? null,
    location: exhibition.location ?? null,
    state: exhibition.state ?? null,
    image: imageRef(exhibition.thumbnail, 'card')?.url ?? null,
    published_at: unixSeconds(exhibition.startDate),
  }
}
