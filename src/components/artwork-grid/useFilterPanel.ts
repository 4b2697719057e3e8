'use client'

import { useState, useSyncExternalStore } from 'react'

const WIDE = '(min-width: 768px)'

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * Open by default from M (768 px) up, closed on S. Before hydration the default is left to CSS (`null`),
 * so a phone never flashes an open panel. Below M an open panel is a drawer over the results.
 */
export function useFilterPanel() {
  const [choice, setChoice] = useState<boolean | null>(null)
  const wide = useSyncExternalStore<boolean | null>(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => null,
  )
  const open = choice ?? wide
  return {
    open,
    drawer: open === true && wide === false,
    toggle: () => setChoice(!open),
    close: () => setChoice(false),
  }
}
