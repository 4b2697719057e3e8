import type { Where } from 'payload'
import { artworkCardFromDoc, type ArtworkCardData } from '@/lib/catalog/artwork-card'
import { listPublished } from './queries'

/** Published artworks as cards, for listings rendered on the server. */
export async function listArtworkCards(where?: Where, sort = '-featured', limit = 12) {
  const { docs, totalDocs } = await listPublished('artworks', { where, sort, limit, depth: 1 })
  const cards: ArtworkCardData[] = docs.map(artworkCardFromDoc)
  return { cards, totalDocs }
}
