import type { Artist, Artwork, Collection, Exhibition, Journal } from '@/payload-types'
import { PRODUCTS_INDEX } from '@/lib/catalog/sort-indexes'
import type { SearchRecord } from '../types'
import { artworkHit } from './artwork'
import { artistRecord, collectionRecord, exhibitionRecord, journalRecord } from './content'

type Indexed = {
  artworks: Artwork
  artists: Artist
  collections: Collection
  journal: Journal
  exhibitions: Exhibition
}

export type IndexedCollection = keyof Indexed

/** Which index each searchable CMS collection feeds, and how a published document becomes a record. */
export const INDEXED_COLLECTIONS: {
  [C in IndexedCollection]: { index: string; toRecord: (doc: Indexed[C]) => SearchRecord }
} = {
  artworks: { index: PRODUCTS_INDEX, toRecord: artworkHit },
  artists: { index: 'artists', toRecord: artistRecord },
  collections: { index: 'collections', toRecord: collectionRecord },
  journal: { index: 'journal', toRecord: journalRecord },
  exhibitions: { index: 'exhibitions', toRecord: exhibitionRecord },
}

export function isIndexedCollection(slug: string): slug is IndexedCollection {
  return slug in INDEXED_COLLECTIONS
}
