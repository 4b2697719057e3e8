'use client'

import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { isTouchScreen } from '@/lib/device/touch-screen'
import type { NavMenu } from '@/lib/navigation/menus'
import { DesktopMenu } from './DesktopMenu'

/** A dropdown closes 250 ms after the pointer or focus leaves it. */
const DROPDOWN_CLOSE_DELAY_MS = 250

export function DesktopNav({ menus }: { menus: NavMenu[] }) {
  const [openId, setOpenId] = useState<string | null>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const listRef = useRef<HTMLUListElement>(null)

  const cancelClose = () => clearTimeout(closeTimer.current)
  useEffect(() => cancelClose, [])

  // The header hydrates on the first pointer or focus inside it, so the pointer or focus may already rest on a
  // menu, which the stylesheet shows until then: it stays open, as their arrival would have opened it. On a touch
  // screen the tap that hydrated the header is replayed, and opens the menu itself.
  useLayoutEffect(() => {
    const arrivedAt = () =>
      [...(listRef.current?.children ?? [])].find(
        (item) => item.matches(':hover') || item.contains(document.activeElement),
      )
    // Before the first paint after hydration, so a menu shown by the stylesheet never blinks.
    const frame = requestAnimationFrame(() => {
      const id = isTouchScreen() ? null : arrivedAt()?.getAttribute('data-menu-item')
      if (id) setOpenId(id)
    })
    return () => cancelAnimationFrame(frame)
  }, [])

  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul ref={listRef} className="flex items-center">
        {menus.map((menu) => (
          <DesktopMenu
            key={menu.id}
            menu={menu}
            open={openId === menu.id}
            onOpen={() => {
              cancelClose()
              setOpenId(menu.id)
            }}
            onClose={() => {
              cancelClose()
              closeTimer.current = setTimeout(
                () => setOpenId((current) => (current === menu.id ? null : current)),
                DROPDOWN_CLOSE_DELAY_MS,
              )
            }}
            onCloseNow={() => {
              cancelClose()
              setOpenId(null)
            }}
          />
        ))}
      </ul>
    </nav>
  )
}
