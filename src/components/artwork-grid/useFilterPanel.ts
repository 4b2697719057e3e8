'use client'

import { useState } from 'react'
import { useMediaQuery } from '@/lib/device/useMediaQuery'

const WIDE = '(min-width: 768px)'

/**
 * Open by default from M (768 px) up, closed on S. Before hydration the default is left to CSS (`null`),
 * so a phone never flashes an open panel. Below M an open panel is a drawer over the results.
 */
export function useFilterPanel() {
  const [choice, setChoice] = useState<boolean | null>(null)
  const wide = useMediaQuery(WIDE, null)
  const open = choice ?? wide
  return {
    open,
    drawer: open === true && wide === false,
    toggle: () => setChoice(!open),
    close: () => setChoice(false),
  }
}
