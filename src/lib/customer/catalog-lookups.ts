import 'server-only'
import type { Payload } from 'payload'
import { artistDisplayName } from '@/lib/catalog/names'
import type { FollowedArtist } from './saved-lists'

/** Only what a visitor may see can be saved or followed: published documents, read with the public's access. */
const PUBLIC_READ = { depth: 0, limit: 1, overrideAccess: false, pagination: false } as const

export async function isPublishedArtwork(payload: Payload, id: number): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'artworks',
    ...PUBLIC_READ,
    where: { id: { equals: id } },
    select: { handle: true },
  })
  return docs.length > 0
}

/** The artist by slug, labelled as cards name them; the label a client sends is never stored. */
export async function publishedArtist(payload: Payload, slug: string): Promise<FollowedArtist | null> {
  const { docs } = await payload.find({
    collection: 'artists',
    ...PUBLIC_READ,
    where: { slug: { equals: slug } },
    select: { slug: true, studioName: true, firstName: true, lastName: true },
  })
  const artist = docs[0]
  return artist ? { slug: artist.slug, label: artistDisplayName(artist) } : null
}
