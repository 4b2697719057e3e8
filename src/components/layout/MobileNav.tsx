'use client'

import Menu from 'lucide-react/icons/menu'
import X from 'lucide-react/icons/x'
import { useEffect, useRef, useState } from 'react'
import type { NavMenu } from '@/lib/navigation/menus'
import { useFrozenPage } from './useFrozenPage'
import { MOBILE_DRAWER_ID, MobileDrawer } from './MobileDrawer'

/** From breakpoint L (1024 px) the desktop navigation takes over. */
const LARGE_VIEWPORT = '(min-width: 1024px)'

type Props = { menus: NavMenu[]; loginHref: string; accountHref: string; savedHref?: string }

export function MobileNav({ menus, loginHref, accountHref, savedHref }: Props) {
  const [open, setOpenState] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  // The panel starts right under the header, wherever the promo banner has pushed it.
  const [panelTop, setPanelTop] = useState(64)
  const setOpen = (value: boolean) => {
    const headerBottom = toggleRef.current?.closest('header')?.getBoundingClientRect().bottom
    if (value && headerBottom) setPanelTop(Math.max(0, headerBottom))
    setOpenState(value)
  }
  useFrozenPage(open)

  useEffect(() => {
    const large = window.matchMedia(LARGE_VIEWPORT)
    const closeWhenLarge = () => large.matches && setOpenState(false)
    large.addEventListener('change', closeWhenLarge)
    return () => large.removeEventListener('change', closeWhenLarge)
  }, [])

  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpenState(false)
    window.addEventListener('keydown', closeOnEscape)
    return () => window.removeEventListener('keydown', closeOnEscape)
  }, [open])

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? MOBILE_DRAWER_ID : undefined}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen(!open)}
        className="p-2"
      >
        {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
      </button>
      {open ? (
        <MobileDrawer
          menus={menus}
          top={panelTop}
          loginHref={loginHref}
          accountHref={accountHref}
          savedHref={savedHref}
        />
      ) : null}
    </div>
  )
}
