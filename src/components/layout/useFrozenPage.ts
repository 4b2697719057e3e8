'use client'

import { useEffect } from 'react'

/** While the menu is open the page stays put at full width: no scrolling behind the overlay. */
export function useFrozenPage(frozen: boolean) {
  useEffect(() => {
    if (!frozen) return
    const { body } = document
    const scrollY = window.scrollY
    const previous = { position: body.style.position, top: body.style.top, width: body.style.width }
    Object.assign(body.style, { position: 'fixed', top: `-${scrollY}px`, width: '100%' })
    body.dataset.navOpen = 'true'
    return () => {
      Object.assign(body.style, previous)
      delete body.dataset.navOpen
      window.scrollTo(0, scrollY)
    }
  }, [frozen])
}
