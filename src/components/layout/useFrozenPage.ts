'use client'

import { useEffect } from 'react'

/**
 * While the menu is open the page stays put at full width: no scrolling behind the overlay.
 * Overflow rather than `position: fixed` on the body, so the sticky header stays where the visitor sees it.
 */
export function useFrozenPage(frozen: boolean) {
  useEffect(() => {
    if (!frozen) return
    const root = document.documentElement
    const previous = { overflow: root.style.overflow, width: document.body.style.width }
    root.style.overflow = 'hidden'
    document.body.style.width = '100%'
    document.body.dataset.navOpen = 'true'
    return () => {
      root.style.overflow = previous.overflow
      document.body.style.width = previous.width
      delete document.body.dataset.navOpen
    }
  }, [frozen])
}
