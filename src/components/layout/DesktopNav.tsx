'use client'

import { useEffect, useRef, useState } from 'react'
import type { NavMenu } from '@/lib/navigation/menus'
import { DesktopMenu } from './DesktopMenu'

/** A dropdown closes 250 ms after the pointer or focus leaves it. */
const DROPDOWN_CLOSE_DELAY_MS = 250

export function DesktopNav({ menus }: { menus: NavMenu[] }) {
  const [openId, setOpenId] = useState<string | null>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const cancelClose = () => clearTimeout(closeTimer.current)
  useEffect(() => cancelClose, [])

  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center">
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
