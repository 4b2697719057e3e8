'use client'

import type { FocusTrap } from 'focus-trap'
import { type RefObject, useEffect, useRef } from 'react'

/**
 * While `active`, Tab stays inside the drawer and Escape asks it to close; when it closes, focus goes back to
 * what opened it. Escape only asks: the drawer closes through its own state, so a trap ended for another
 * reason (the screen grew wide enough for the sidebar) never closes the panel behind the visitor's back.
 * The trap's code is fetched when a drawer first opens: most visits never open one.
 */
export function useDrawerFocus(container: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void) {
  const escape = useRef(onEscape)
  useEffect(() => {
    escape.current = onEscape
  })
  useEffect(() => {
    const element = container.current
    if (!active || !element) return
    let trap: FocusTrap | null = null
    let cancelled = false
    import('focus-trap').then(
      ({ createFocusTrap }) => {
        if (cancelled) return
        trap = createFocusTrap(element, {
          fallbackFocus: element,
          escapeDeactivates: () => {
            escape.current()
            return false
          },
          allowOutsideClick: true,
        })
        trap.activate()
      },
      (error: unknown) => console.error('filter drawer: the focus trap did not load', error),
    )
    return () => {
      cancelled = true
      trap?.deactivate()
    }
  }, [active, container])
}
