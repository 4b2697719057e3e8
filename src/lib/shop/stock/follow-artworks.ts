import 'server-only'
import type { PayloadRequest } from 'payload'
import { reindexDocument } from '@/lib/gallery-search/server/sync'
import { changedDocumentTags } from '@/lib/page-cache/changed-document-tags'
import { invalidatePages } from '@/lib/page-cache/configured'

/**
 * After units changed by raw statement (no collection hook fires): the works' search records, then the
 * cached pages that show them, as the artworks' own save hooks do. Each logs its own failures.
 */
export async function followArtworks(req: PayloadRequest, artworkIds: readonly number[]): Promise<void> {
  if (artworkIds.length === 0) return
  for (const id of artworkIds) await reindexDocument(req, 'artworks', id)
  await invalidatePages([...new Set(artworkIds.flatMap((id) => changedDocumentTags('artworks', id)))])
}
