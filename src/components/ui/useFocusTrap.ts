'use client'

import type { FocusTrap } from 'focus-trap'
import { type RefObject, useEffect, useRef } from 'react'

/**
 * While `active`, Tab and Shift+Tab stay inside the container (from its last control to its first and back) and
 * Escape asks it to close; when the trap ends, focus goes back to what had it before. Escape only asks: the
 * container closes through its owner's state, so a trap ended for another reason (the screen grew wide enough for
 * the grid's sidebar) never closes anything behind the visitor's back. The trap's code is fetched when a container
 * first opens: most visits never open one.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
  name: string,
) {
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
      (error: unknown) => console.error(`${name}: the focus trap did not load`, error),
    )
    return () => {
      cancelled = true
      trap?.deactivate()
    }
  }, [active, container, name])
}
