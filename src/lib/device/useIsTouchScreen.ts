'use client'

import { useMediaQuery } from './useMediaQuery'

/** A touch screen is a device whose primary pointer is coarse (a finger), whatever its width. */
const TOUCH_SCREEN_QUERY = '(pointer: coarse)'

/** Whether this visitor is on a touch screen; false while rendering on the server, where no device is known. */
export function useIsTouchScreen(): boolean {
  return useMediaQuery(TOUCH_SCREEN_QUERY, false)
}
