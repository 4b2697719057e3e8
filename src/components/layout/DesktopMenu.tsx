'use client'

import ChevronDown from 'lucide-react/icons/chevron-down'
import { useRef, type KeyboardEvent } from 'react'
import { Link } from '@/components/ui/Link'
import { ServerHtml } from '@/components/ui/ServerHtml'
import { useHydrated } from '@/lib/device/useHydrated'
import { useIsTouchScreen } from '@/lib/device/useIsTouchScreen'
import type { NavMenu } from '@/lib/navigation/menus'
import { MenuGroupList } from './MenuGroupList'

type Props = {
  menu: NavMenu
  open: boolean
  onOpen: () => void
  onClose: () => void
  onCloseNow: () => void
}

const TRIGGER_CLASS = 'flex items-center gap-1 px-3 py-2 text-sm font-medium uppercase tracking-wide hover:text-accent'

/**
 * One menu of the desktop bar: its label opens a dropdown of the menu's links. The dropdown's links are the
 * only copy of the menus in the page's HTML (the mobile drawer draws its own when opened), so crawlers and
 * visitors without scripts still find every one.
 */
export function DesktopMenu({ menu, open, onOpen, onClose, onCloseNow }: Props) {
  const buttonRef = useRef<HTMLButtonElement>(null)
  // Until the page's scripts run nothing can open the dropdown, so the label leads to the menu's landing page.
  const interactive = useHydrated()
  // A tap fires mouseenter, focus and then click: a menu opened by the first two would be closed by the click.
  // On a touch screen the tap alone toggles the menu.
  const opensOnHover = !useIsTouchScreen()
  // Focus handed back to the button by Escape must not reopen the menu it just closed.
  const returningFocus = useRef(false)
  const panelId = `menu-${menu.id}`
  const label = (
    <>
      {menu.label}
      <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
    </>
  )

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
      {interactive ? (
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => (open ? onCloseNow() : onOpen())}
          className={TRIGGER_CLASS}
        >
          {label}
        </button>
      ) : (
        <Link href={menu.href} className={TRIGGER_CLASS}>
          {label}
        </Link>
      )}
      {/* Two thirds of the header's elements: drawn by the server, left alone by hydration. */}
      <ServerHtml
        id={panelId}
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
