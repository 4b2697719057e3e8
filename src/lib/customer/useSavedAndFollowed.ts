'use client'

type SavedArtwork = { id: string | number; title: string; href: string; imageUrl?: string }
type FollowedArtist = { slug: string; label: string }
export type SavedAndFollowedLists = { artworks: SavedArtwork[]; artists: FollowedArtist[] }

const NOTHING_READ: SavedAndFollowedLists = { artworks: [], artists: [] }

/**
 * PLACEHOLDER, reads nothing: the account page shows its empty states until this reads the customer's
 * saved artworks and followed artists from `POST /api/customer` (the spec's customer call, wired on main).
 */
export function useSavedAndFollowed(): SavedAndFollowedLists {
  return NOTHING_READ
}
