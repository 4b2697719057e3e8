import type { Payload, PayloadRequest } from 'payload'
import type { Media } from '@/payload-types'
import { INDEXED_COLLECTIONS, type IndexedCollection } from '../records'
import { env } from '@/lib/env'
import { artworkHit } from '../records/artwork'
import { catalogCopies } from '../records/copies'
import { artistRecord } from '../records/content'
import type { ArtworkHit, SearchRecord } from '../types'
import { searchEngine } from './engine'
import { leanPublishedDocuments } from './lean-documents'
import { publishedInIdOrder } from './published-pages'

/** The small collections go through Payload's `find`; artworks and artists, the catalog, are read lean. */
const SMALL_COLLECTIONS = ['collections', 'journal', 'exhibitions'] as const satisfies readonly IndexedCollection[]

type MediaById = ReadonlyMap<number, Media>

async function allMedia(payload: Payload): Promise<MediaById> {
  const media = await payload.find({ collection: 'media', depth: 0, pagination: false, overrideAccess: true })
  return new Map(media.docs.map((item) => [item.id, item]))
}

/** Swaps image ids for the media they name, from one lookup, instead of a join per page. */
function withMedia(doc: Record<string, unknown>, media: MediaById): Record<string, unknown> {
  const filled: Record<string, unknown> = { ...doc }
  for (const field of ['featuredImage', 'thumbnail']) {
    const id = doc[field]
    if (typeof id === 'number') filled[field] = media.get(id) ?? id
  }
  return filled
}

async function smallCollectionRecords(payload: Payload, collection: IndexedCollection, media: MediaById) {
  // Populated at depth 0 by hand: the documents have the shape the mapper takes at depth 1.
  const map = INDEXED_COLLECTIONS[collection].toRecord as unknown as (doc: Record<string, unknown>) => SearchRecord
  const records: SearchRecord[] = []
  for await (const docs of publishedInIdOrder(payload, collection)) {
    for (const doc of docs) records.push(map(withMedia(doc, media)))
  }
  return records
}

type AllRecords = Record<IndexedCollection, SearchRecord[]> & { artworks: ArtworkHit[] }

/** Every published record of every index, read from the database. Drafts never reach it. */
export async function readAllRecords(payload: Payload): Promise<AllRecords> {
  const media = await allMedia(payload)
  const [catalog, ...small] = await Promise.all([
    leanPublishedDocuments(payload, media),
    ...SMALL_COLLECTIONS.map((collection) => smallCollectionRecords(payload, collection, media)),
  ])
  const [collections = [], journal = [], exhibitions = []] = small
  return {
    artworks: catalog.artworks.map(artworkHit),
    artists: catalog.artists.map(artistRecord),
    collections,
    journal,
    exhibitions,
  }
}

/** Fills every index from the database: at server start, and after a bulk import. */
export async function rebuildSearchIndexes(payload: Payload): Promise<Record<IndexedCollection, number>> {
  const records = await readAllRecords(payload)
  records.artworks = catalogCopies(records.artworks, env().SEARCH_BENCH_CATALOG_COPIES)
  const counts = {} as Record<IndexedCollection, number>
  for (const collection of Object.keys(INDEXED_COLLECTIONS) as IndexedCollection[]) {
    searchEngine().index(INDEXED_COLLECTIONS[collection].index)?.replaceAll(records[collection])
    counts[collection] = records[collection].length
  }
  return counts
}

/** Brings one document's record in line with its published state: upserted, or removed if none. */
export async function reindexDocument(req: PayloadRequest, collection: IndexedCollection, id: number | string) {
  const { index, toRecord } = INDEXED_COLLECTIONS[collection]
  const target = searchEngine().index(index)
  if (!target) return
  const published = await req.payload
    .findByID({ collection, id, draft: false, depth: 1, overrideAccess: true, req, disableErrors: true })
    .catch(() => null)
  if (published && published._status === 'published') {
    target.upsert((toRecord as (d: typeof published) => SearchRecord)(published))
  } else {
    target.remove(String(id))
  }
}

export function unindexDocument(collection: IndexedCollection, id: number | string) {
  searchEngine().index(INDEXED_COLLECTIONS[collection].index)?.remove(String(id))
}
