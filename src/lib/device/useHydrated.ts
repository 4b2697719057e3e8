'use client'

import { useEffect, useState } from 'react'

/**
 * False in the server's HTML and while the page hydrates, true from the render after. State set by an effect,
 * not a store's server snapshot: Preact (which hydrates the islands) renders the client's value at once and keeps
 * the server's attributes where they differ, so hydration must render exactly what the server sent.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  // The second render, right after hydration, is the point: it is the first that may differ from the server's.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/**
 * A browser store's value (a cookie, a media query), following its changes: `serverValue` in the server's HTML
 * and while the page hydrates, the store's own from the render after. The store is never read on the server.
 * `subscribe` and `read` must keep their identity between renders (module functions or useCallback).
 */
export function useBrowserStore<T, S>(subscribe: (onChange: () => void) => () => void, read: () => T, serverValue: S) {
  const [value, setValue] = useState<T | S>(serverValue)
  useEffect(() => {
    const update = () => setValue(() => read())
    update()
    return subscribe(update)
  }, [subscribe, read])
  return value
}
