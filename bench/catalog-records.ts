import type { Payload } from 'payload'
import { artworkHit } from '../src/lib/search/records/artwork'
import type { ArtworkHit } from '../src/lib/search/types'

/**
 * The published artworks as search records, mapped as the server's start-up rebuild maps them, but read
 * in id order: Payload's default sort (-publishedAt, -createdAt) has no index to walk, so SQLite sorts and
 * computes every row's locale/variant/relation subqueries for each OFFSET page, quadratic in the catalog.
 */
export async function readArtworkRecords(payload: Payload): Promise<ArtworkHit[]> {
  const records: ArtworkHit[] = []
  for (let page = 1; ; page++) {
    const result = await payload.find({
      collection: 'artworks',
      where: { _status: { equals: 'published' } },
      draft: false,
      depth: 1,
      sort: 'id',
      limit: 500,
      page,
      overrideAccess: true,
    })
    records.push(...result.docs.map(artworkHit))
    if (!result.hasNextPage) return records
  }
}
