import 'server-only'
import type { PayloadRequest } from 'payload'
import { announceChange } from '@/lib/change-feed/announce'
import { reindexDocuments } from '@/lib/gallery-search/server/sync'
import { changedDocumentTags } from '@/lib/page-cache/changed-document-tags'
import { invalidatePages } from '@/lib/page-cache/configured'

/**
 * After units changed by raw statement (no collection hook fires): the works' search records, then the
 * cached pages that show them, as the artworks' own save hooks do, and the change to the other instances.
 */
export async function followArtworks(req: PayloadRequest, artworkIds: readonly number[]): Promise<void> {
  if (artworkIds.length === 0) return
  await reindexDocuments(req, 'artworks', artworkIds)
  await invalidatePages([...new Set(artworkIds.flatMap((id) => changedDocumentTags('artworks', id)))])
  for (const id of artworkIds)
    await announceChange(req, { kind: 'document', collection: 'artworks', id, deleted: false })
}
