'use client'

import { useSyncExternalStore } from 'react'

const neverChanges = () => () => undefined

/** False in the server's HTML and while React hydrates it, true once the page's scripts run the component. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
}
