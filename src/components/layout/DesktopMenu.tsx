'use client'

import ChevronDown from 'lucide-react/icons/chevron-down'
import { useRef, type KeyboardEvent } from 'react'
import { ServerHtml } from '@/components/ui/ServerHtml'
import { isTouchScreen } from '@/lib/device/touch-screen'
import type { NavMenu } from '@/lib/navigation/menus'
import { MenuGroupList } from './MenuGroupList'

type Props = {
  menu: NavMenu
  open: boolean
  onOpen: () => void
  onClose: () => void
  onCloseNow: () => void
}

/**
 * One menu of the desktop bar: its label opens a dropdown of the menu's links. The dropdown's links are the
 * only copy of the menus in the page's HTML (the mobile drawer draws its own when opened), so crawlers find every
 * one; until the header hydrates, and without scripts, the stylesheet shows a dropdown under the pointer or focus.
 */
export function DesktopMenu({ menu, open, onOpen, onClose, onCloseNow }: Props) {
  const buttonRef = useRef<HTMLButtonElement>(null)
  // A tap fires mouseenter, focus and then click: a menu opened by the first two would be closed by the click.
  // On a touch screen the tap alone toggles the menu. Asked at each event: the first tap may be the one that
  // hydrates the header, before any effect of it has run.
  const opensOnHover = () => !isTouchScreen()
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
      data-menu-item={menu.id}
      className="relative"
      onMouseEnter={() => opensOnHover() && onOpen()}
      onMouseLeave={() => opensOnHover() && onClose()}
      onFocus={() => {
        if (opensOnHover() && !returningFocus.current) onOpen()
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
      {/* Two thirds of the header's elements: drawn by the server, left alone by hydration. */}
      <ServerHtml
        id={panelId}
        data-menu-panel
        hidden={!open}
        className="absolute left-0 top-full z-40 flex min-w-56 gap-10 border border-line bg-white p-6 shadow-lg"
      >
        {menu.groups.map((group) => (
          <MenuGroupList key={group.heading} idPrefix="desktop" group={group} showHeading={menu.groups.length > 1} />
        ))}
      </ServerHtml>
    </li>
  )
}
