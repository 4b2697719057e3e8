'use client'

import { shopLinks } from '@/lib/shop/links'
import { useCustomer } from './useCustomer'
import { useSavedArtworkCards } from './useSavedArtworkCards'

type SavedArtwork = { id: string | number; title: string; href: string; imageUrl?: string }
type FollowedArtist = { slug: string; label: string }
export type SavedAndFollowedLists = { artworks: SavedArtwork[]; artists: FollowedArtist[] }

/** The signed-in customer's saved artworks (newest save first, as cards show them) and followed artists. */
export function useSavedAndFollowed(): SavedAndFollowedLists {
  const { customer } = useCustomer()
  const { cards } = useSavedArtworkCards(customer?.artworks ?? [])
  const shop = shopLinks()
  return {
    artworks: (cards ?? []).map((card) => ({
      id: card.id,
      title: card.title,
      href: shop.product(card.handle),
      imageUrl: card.image?.url,
    })),
    artists: customer?.artists ?? [],
  }
}
