import { useEffect } from 'react'
import { delegateHoverImages } from '@/components/cards/hover-image'

/**
 * The hover pictures of every server-rendered artwork card on the page, drawn on a card's first hover or focus.
 * Placed once per page by its first server-rendered card (ArtworkCard.astro); it renders nothing itself.
 */
export function HoverImages() {
  useEffect(() => delegateHoverImages(document), [])
  return null
}
