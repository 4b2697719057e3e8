'use client'

import useSWR from 'swr'
import { browserSearchClient } from '@/components/artwork-grid/browser-search-client'
import type { ArtworkCardData } from '@/lib/catalog/artwork-card'
import { artworkCardFromHit } from '@/lib/catalog/artwork-card-from-hit'
import { newestSavesFirst, savedProductsQueries } from './saved-products-query'

async function savedCards([, ids]: readonly [string, string]): Promise<ArtworkCardData[]> {
  const order = newestSavesFirst(ids.split(',').map(Number))
  const { results } = await browserSearchClient(window.location).search(savedProductsQueries(order))
  const hits = results.flatMap((result) => ('hits' in result ? result.hits : []))
  const cards = new Map<string, ArtworkCardData>()
  for (const hit of hits) {
    const card = artworkCardFromHit(hit)
    if (card) cards.set(card.id, card)
  }
  return order.flatMap((id) => cards.get(String(id)) ?? [])
}

/** Cards of the saved artworks still in the catalog, newest save first; none to fetch for an empty list. */
export function useSavedArtworkCards(artworkIds: readonly number[]) {
  const ids = artworkIds.join(',')
  const { data, error } = useSWR(ids ? (['saved-artworks', ids] as const) : null, savedCards)
  return { cards: ids ? data : [], error: error as unknown }
}
