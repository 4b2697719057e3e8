'use client'

import { useCallback } from 'react'
import { useBrowserStore } from './useHydrated'

/**
 * Whether the browser matches a media query, following its changes. On the server and while hydrating no
 * device is known, so the answer there is `serverValue`.
 */
export function useMediaQuery<S extends boolean | null>(query: string, serverValue: S): boolean | S {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  const read = useCallback(() => window.matchMedia(query).matches, [query])
  return useBrowserStore(subscribe, read, serverValue)
}
