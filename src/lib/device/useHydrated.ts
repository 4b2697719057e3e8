'use client'

import { useEffect, useRef, useState } from 'react'

/**
 * False in the server's HTML and while the page hydrates, true from the render after. State set by an effect,
 * not a store's server snapshot: Preact (which hydrates the islands) renders the client's value at once and keeps
 * the server's attributes where they differ, so hydration must render exactly what the server sent.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/**
 * A browser store's value (a cookie, a media query), following its changes: `serverValue` in the server's HTML
 * and while the page hydrates, the store's own from the render after. The store is never read on the server.
 */
export function useBrowserStore<T, S>(subscribe: (onChange: () => void) => () => void, read: () => T, serverValue: S) {
  const [value, setValue] = useState<T | S>(serverValue)
  const latestRead = useRef(read)
  latestRead.current = read
  useEffect(() => {
    const update = () => setValue(() => latestRead.current())
    update()
    return subscribe(update)
  }, [subscribe])
  return value
}
