import type { Artist, Artwork, Collection, Exhibition, Journal } from '@/payload-types'
import type { SearchRecord } from '@/lib/search'
import { GALLERY_INDEXES } from './indexes'
import { artworkRecord } from './mappers/artwork'
import { artistRecord, collectionRecord, exhibitionRecord, journalRecord } from './mappers/content'

type IndexedDocuments = {
  artworks: Artwork
  artists: Artist
  collections: Collection
  journal: Journal
  exhibitions: Exhibition
}

export type IndexedCollection = keyof IndexedDocuments

type IndexedCollectionEntry<C extends IndexedCollection> = {
  index: string
  toRecord: (doc: IndexedDocuments[C]) => SearchRecord
  /** Beyond being published itself, what a document needs before the public may find it. */
  isPublic?: (doc: IndexedDocuments[C]) => boolean
}

/**
 * A work is found only once its artist is published too: its record carries the artist's name, in the
 * hit and in the artist facet, and a draft artist's name must not reach the public. Publishing the
 * artist re-indexes their works (searchSync); the start-up rebuild keeps the same rule in SQL.
 */
const hasPublishedArtist = (artwork: Artwork) =>
  typeof artwork.artist === 'object' && artwork.artist?._status === 'published'

/** Which index each searchable CMS collection feeds, and how a published document becomes a record. */
export const INDEXED_COLLECTIONS: { [C in IndexedCollection]: IndexedCollectionEntry<C> } = {
  artworks: { index: GALLERY_INDEXES.artworks, toRecord: artworkRecord, isPublic: hasPublishedArtist },
  artists: { index: GALLERY_INDEXES.artists, toRecord: artistRecord },
  collections: { index: GALLERY_INDEXES.collections, toRecord: collectionRecord },
  journal: { index: GALLERY_INDEXES.journal, toRecord: journalRecord },
  exhibitions: { index: GALLERY_INDEXES.exhibitions, toRecord: exhibitionRecord },
}
