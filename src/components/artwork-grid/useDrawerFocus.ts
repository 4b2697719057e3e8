'use client'

import { createFocusTrap } from 'focus-trap'
import { type RefObject, useEffect, useRef } from 'react'

/**
 * While `active`, Tab stays inside the drawer and Escape asks it to close; when it closes, focus goes back to
 * what opened it. Escape only asks: the drawer closes through its own state, so a trap ended for another
 * reason (the screen grew wide enough for the sidebar) never closes the panel behind the visitor's back.
 */
export function useDrawerFocus(container: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void) {
  const escape = useRef(onEscape)
  useEffect(() => {
    escape.current = onEscape
  })
  useEffect(() => {
    const element = container.current
    if (!active || !element) return
    const trap = createFocusTrap(element, {
      fallbackFocus: element,
      escapeDeactivates: () => {
        escape.current()
        return false
      },
      allowOutsideClick: true,
    })
    trap.activate()
    return () => {
      trap.deactivate()
    }
  }, [active, container])
}
