'use client'

import useSWR from 'swr'
import type { ArtworkCardData } from '@/lib/catalog/artwork-card'
import { artworkCards } from './artwork-cards'
import { newestSavesFirst } from './saved-products-query'

const savedCards = ([, ids]: readonly [string, string]): Promise<ArtworkCardData[]> =>
  artworkCards(newestSavesFirst(ids.split(',').map(Number)))

/** Cards of the saved artworks still in the catalog, newest save first; none to fetch for an empty list. */
export function useSavedArtworkCards(artworkIds: readonly number[]) {
  const ids = artworkIds.join(',')
  const { data, error } = useSWR(ids ? (['saved-artworks', ids] as const) : null, savedCards)
  return { cards: ids ? data : [], error: error as unknown }
}
