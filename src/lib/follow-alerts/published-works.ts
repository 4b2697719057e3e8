import 'server-only'
import type { Payload } from 'payload'

export type PublishedWork = { id: number; title: string; handle: string; artist: string }

/** The published works among `ids`, by id, with what an alert shows of each. */
export async function publishedWorks(payload: Payload, ids: readonly number[]): Promise<Map<number, PublishedWork>> {
  if (ids.length === 0) return new Map()
  const found = await payload.find({
    collection: 'artworks',
    where: { and: [{ id: { in: [...ids] } }, { _status: { equals: 'published' } }] },
    select: { title: true, handle: true, artist: true },
    populate: { artists: { displayName: true } },
    depth: 1,
    pagination: false,
  })
  return new Map(
    found.docs.map((doc) => {
      const artist = typeof doc.artist === 'object' && doc.artist ? (doc.artist.displayName ?? '') : ''
      return [doc.id, { id: doc.id, title: doc.title, handle: doc.handle ?? '', artist }]
    }),
  )
}
