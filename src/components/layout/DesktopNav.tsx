'use client'

import { ChevronDown } from 'lucide-react'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useIsTouchScreen } from '@/lib/device/useIsTouchScreen'
import type { NavMenu } from '@/lib/navigation/menus'
import { MenuGroupList } from './MenuGroupList'

/** A dropdown closes 250 ms after the pointer or focus leaves it. */
const DROPDOWN_CLOSE_DELAY_MS = 250

function Dropdown({
  menu,
  open,
  onOpen,
  onClose,
  onCloseNow,
}: {
  menu: NavMenu
  open: boolean
  onOpen: () => void
  onClose: () => void
  onCloseNow: () => void
}) {
  const buttonRef = useRef<HTMLButtonElement>(null)
  // A tap fires mouseenter, focus and then click: a menu opened by the first two would be closed by the click.
  // On a touch screen the tap alone toggles the menu.
  const opensOnHover = !useIsTouchScreen()
  // Focus handed back to the button by Escape must not reopen the menu it just closed.
  const returningFocus = useRef(false)
  const panelId = `menu-${menu.id}`

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation()
      onCloseNow()
      returningFocus.current = true
      buttonRef.current?.focus()
      returningFocus.current = false
    }
  }

  return (
    <li
      className="relative"
      onMouseEnter={opensOnHover ? onOpen : undefined}
      onMouseLeave={opensOnHover ? onClose : undefined}
      onFocus={() => {
        if (opensOnHover && !returningFocus.current) onOpen()
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onClose()
      }}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? onCloseNow() : onOpen())}
        className="flex items-center gap-1 px-3 py-2 text-sm font-medium uppercase tracking-wide hover:text-accent"
      >
        {menu.label}
        <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute left-0 top-full z-40 min-w-56 border border-line bg-white p-6 shadow-lg"
      >
        <div className="flex gap-10">
          {menu.groups.map((group) => (
            <MenuGroupList key={group.heading} idPrefix="desktop" group={group} showHeading={menu.groups.length > 1} />
          ))}
        </div>
      </div>
    </li>
  )
}

export function DesktopNav({ menus }: { menus: NavMenu[] }) {
  const [openId, setOpenId] = useState<string | null>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const cancelClose = () => clearTimeout(closeTimer.current)
  useEffect(() => cancelClose, [])

  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center">
        {menus.map((menu) => (
          <Dropdown
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
