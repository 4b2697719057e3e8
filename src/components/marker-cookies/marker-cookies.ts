'use client'

import { useCallback } from 'react'
import { useBrowserStore } from '@/lib/device/useHydrated'
import { markerSet } from '@/lib/marker-cookies/marker-set'
import { MARKER_COOKIES, MARKERS_CHANGED_EVENT, type MarkerCookie } from '@/lib/marker-cookies/names'

const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // A login or logout in another tab changes the cookies this one reads.
  window.addEventListener('focus', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('focus', listener)
  }
}

const isSet = (marker: MarkerCookie): boolean => markerSet(document.cookie, marker)

/** Every island re-reads the markers: call it after an answer may have set or cleared one. */
export function markersChanged(): void {
  for (const listener of listeners) listener()
  window.dispatchEvent(new Event(MARKERS_CHANGED_EVENT))
}

/** Clears a marker the server's answers show to be stale (its HttpOnly cookie has gone). */
export function forgetMarker(marker: MarkerCookie): void {
  if (!isSet(marker)) return
  document.cookie = `${MARKER_COOKIES[marker]}=; Path=/; Max-Age=0; SameSite=Lax`
  markersChanged()
}

/**
 * Whether the marker is set; undefined on the server and while the page hydrates, so that every visitor is
 * sent the same HTML and hydration renders it unchanged.
 */
export function useMarkerCookie(marker: MarkerCookie): boolean | undefined {
  const read = useCallback(() => isSet(marker), [marker])
  return useBrowserStore(subscribe, read, undefined)
}
