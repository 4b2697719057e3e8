import 'server-only'
import type { Payload } from 'payload'
import { createEngine, type SearchEngine, type SearchRecord } from '@/lib/search'
import { sql } from '@/lib/db'
import { log } from '@/lib/log'
import { searchBackend } from '../backend/configured'
import { galleryIndexDefinitions } from '../indexes'
import { INDEXED_COLLECTIONS, type IndexedCollection } from '../indexed-collections'
import { artworkRecord } from '../mappers/artwork'
import type { ArtworkRecord } from '../records'
import { readAllRecords } from '../server/rebuild'

/**
 * What a preview holder searches: every published record, with each artwork whose latest version is a draft
 * (never published, or changed since) as that draft, so it shows in the grids and search results where it
 * will once published. Built in this process from the database, whichever backend visitors search, only
 * when a previewer searches, and built again when an artwork is saved or the public index changes.
 */
type HeldEngine = { key: string; engine: Promise<SearchEngine> }

const holder = globalThis as typeof globalThis & { __galleryPreviewEngine?: HeldEngine }

/** Changes whenever an artwork is saved (draft or published) or the public index changes. */
async function previewKey(payload: Payload): Promise<string> {
  const [row] = await sql(payload).run`SELECT count(*) AS versions, max(updated_at) AS saved FROM _artworks_v`
  return `${String(row?.versions)}|${String(row?.saved)}|${await searchBackend().version()}`
}

async function draftArtworkRecords(payload: Payload): Promise<ArtworkRecord[]> {
  const { docs } = await payload.find({
    collection: 'artworks',
    draft: true,
    where: { _status: { equals: 'draft' } },
    depth: 1,
    pagination: false,
    overrideAccess: true,
    locale: 'en-US',
  })
  return docs.map(artworkRecord)
}

const withDrafts = (published: readonly ArtworkRecord[], drafts: readonly ArtworkRecord[]) => {
  const drafted = new Set(drafts.map((record) => record.objectID))
  return [...published.filter((record) => !drafted.has(record.objectID)), ...drafts]
}

async function buildPreviewEngine(payload: Payload): Promise<SearchEngine> {
  const [published, drafts] = await Promise.all([readAllRecords(payload), draftArtworkRecords(payload)])
  const records: Record<IndexedCollection, readonly SearchRecord[]> = {
    ...published,
    artworks: withDrafts(published.artworks, drafts),
  }
  const engine = createEngine(galleryIndexDefinitions())
  for (const collection of Object.keys(records) as IndexedCollection[]) {
    engine.index(INDEXED_COLLECTIONS[collection].index)?.replaceAll(records[collection])
  }
  return engine
}

/** The preview holder's engine, current with the database's drafts. */
export async function previewSearchEngine(payload: Payload): Promise<SearchEngine> {
  const key = await previewKey(payload)
  const held = holder.__galleryPreviewEngine
  if (held?.key === key) return held.engine
  const engine = buildPreviewEngine(payload)
  holder.__galleryPreviewEngine = { key, engine }
  engine.catch((error: unknown) => {
    log.error({ err: error }, 'preview search: could not build the drafts index; it is built again on the next search')
    if (holder.__galleryPreviewEngine?.engine === engine) holder.__galleryPreviewEngine = undefined
  })
  return engine
}
