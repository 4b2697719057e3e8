'use client'

import { useSyncExternalStore } from 'react'

/** A touch screen is a device whose primary pointer is coarse (a finger), whatever its width. */
const TOUCH_SCREEN_QUERY = '(pointer: coarse)'

function subscribe(onChange: () => void) {
  const query = window.matchMedia(TOUCH_SCREEN_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** Whether this visitor is on a touch screen; false while rendering on the server, where no device is known. */
export function useIsTouchScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(TOUCH_SCREEN_QUERY).matches,
    () => false,
  )
}
