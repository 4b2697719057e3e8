import 'server-only'
import type { Payload } from 'payload'
import type { Media } from '@/payload-types'
import { createEngine, type SearchEngine, type SearchRecord } from '@/lib/search'
import { galleryIndexDefinitions } from '../indexes'
import { INDEXED_COLLECTIONS, type IndexedCollection } from '../indexed-collections'
import { artworkRecord } from '../mappers/artwork'
import { artistRecord, collectionRecord, exhibitionRecord, journalRecord } from '../mappers/content'
import type { ArtistRecord, ArtworkRecord, CollectionRecord, ExhibitionRecord, JournalRecord } from '../records'
import { gallerySearchEngine } from './engine'
import { leanPublishedDocuments } from './lean-documents'
import { publishedInIdOrder } from './published-pages'

type MediaById = ReadonlyMap<number, Media>

async function allMedia(payload: Payload): Promise<MediaById> {
  const media = await payload.find({ collection: 'media', depth: 0, pagination: false, overrideAccess: true })
  return new Map(media.docs.map((item) => [item.id, item]))
}

/** The thumbnail's id swapped for the media it names, from one lookup, instead of a join per page. */
function withThumbnail<D extends { thumbnail?: number | Media | null }>(doc: D, media: MediaById): D {
  const { thumbnail } = doc
  return typeof thumbnail === 'number' ? { ...doc, thumbnail: media.get(thumbnail) ?? thumbnail } : doc
}

/** Records of a small collection, read a page at a time with thumbnails filled in. */
async function pagedRecords<D extends { thumbnail?: number | Media | null }, R>(
  pages: AsyncIterable<D[]>,
  media: MediaById,
  toRecord: (doc: D) => R,
): Promise<R[]> {
  const records: R[] = []
  for await (const docs of pages) {
    for (const doc of docs) records.push(toRecord(withThumbnail(doc, media)))
  }
  return records
}

/** The records of each index, by the CMS collection they come from. */
export type AllRecords = {
  artworks: ArtworkRecord[]
  artists: ArtistRecord[]
  collections: CollectionRecord[]
  journal: JournalRecord[]
  exhibitions: ExhibitionRecord[]
}

/**
 * Every published record of every index, read from the database. The small collections go through
 * Payload's `find`; artworks and artists, the catalog, are read lean.
 */
export async function readAllRecords(payload: Payload): Promise<AllRecords> {
  const media = await allMedia(payload)
  const [catalog, collections, journal, exhibitions] = await Promise.all([
    leanPublishedDocuments(payload, media),
    pagedRecords(publishedInIdOrder(payload, 'collections'), media, collectionRecord),
    pagedRecords(publishedInIdOrder(payload, 'journal'), media, journalRecord),
    pagedRecords(publishedInIdOrder(payload, 'exhibitions'), media, exhibitionRecord),
  ])
  return {
    artworks: catalog.artworks.map(artworkRecord),
    artists: catalog.artists.map(artistRecord),
    collections,
    journal,
    exhibitions,
  }
}

/** Fills every index from the database: at server start, and after a bulk import. */
export async function rebuildSearchIndexes(payload: Payload): Promise<Record<IndexedCollection, number>> {
  const records: Record<IndexedCollection, readonly SearchRecord[]> = await readAllRecords(payload)
  const engine = gallerySearchEngine()
  const counts = { artworks: 0, artists: 0, collections: 0, journal: 0, exhibitions: 0 }
  for (const collection of Object.keys(counts) as IndexedCollection[]) {
    engine.index(INDEXED_COLLECTIONS[collection].index)?.replaceAll(records[collection])
    counts[collection] = records[collection].length
  }
  return counts
}

/** An engine of every published record, apart from the process's own (which hosted search leaves empty). */
export async function catalogEngine(payload: Payload): Promise<SearchEngine> {
  const records: Record<IndexedCollection, readonly SearchRecord[]> = await readAllRecords(payload)
  const engine = createEngine(galleryIndexDefinitions())
  for (const collection of Object.keys(records) as IndexedCollection[])
    engine.index(INDEXED_COLLECTIONS[collection].index)?.replaceAll(records[collection])
  return engine
}
