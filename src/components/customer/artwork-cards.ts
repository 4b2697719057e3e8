import { browserSearchClient } from '@/components/artwork-grid/browser-search-client'
import type { ArtworkCardData } from '@/lib/catalog/artwork-card'
import { artworkCardFromHit } from '@/lib/catalog/artwork-card-from-hit'
import { savedProductsQueries } from './saved-products-query'

/**
 * The cards of the works with these ids, in the order given, from the public search API the grids read: it
 * holds published works only, so a draft, or a work that left the catalog, simply has no card.
 */
export async function artworkCards(ids: readonly number[]): Promise<ArtworkCardData[]> {
  const { results } = await browserSearchClient(window.location).search(savedProductsQueries(ids))
  const hits = results.flatMap((result) => ('hits' in result ? result.hits : []))
  const cards = new Map<string, ArtworkCardData>()
  for (const hit of hits) {
    const card = artworkCardFromHit(hit)
    if (card) cards.set(card.id, card)
  }
  return ids.flatMap((id) => cards.get(String(id)) ?? [])
}
