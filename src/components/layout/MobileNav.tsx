'use client'

import { Menu, X } from 'lucide-react'
import { Link } from '@/components/ui/Link'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import type { NavMenu } from '@/lib/navigation/menus'
import { useFrozenPage } from './useFrozenPage'
import { MobileNavSection } from './MobileNavSection'
import { AccountLink } from './AccountLink'

/** From breakpoint L (1024 px) the desktop navigation takes over. */
const LARGE_VIEWPORT = '(min-width: 1024px)'

type Props = { menus: NavMenu[]; loginHref: string; accountHref: string; savedHref?: string }

export function MobileNav({ menus, loginHref, accountHref, savedHref }: Props) {
  const pathname = usePathname()
  // The menu remembers the path it was opened on, so any navigation closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null)
  const open = openOnPath === pathname
  const toggleRef = useRef<HTMLButtonElement>(null)
  // The panel starts right under the header, wherever the promo banner has pushed it.
  const [panelTop, setPanelTop] = useState(64)
  const setOpen = (value: boolean) => {
    const headerBottom = toggleRef.current?.closest('header')?.getBoundingClientRect().bottom
    if (value && headerBottom) setPanelTop(Math.max(0, headerBottom))
    setOpenOnPath(value ? pathname : null)
  }
  useFrozenPage(open)

  useEffect(() => {
    const large = window.matchMedia(LARGE_VIEWPORT)
    const closeWhenLarge = () => large.matches && setOpenOnPath(null)
    large.addEventListener('change', closeWhenLarge)
    return () => large.removeEventListener('change', closeWhenLarge)
  }, [])

  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOnPath(null)
    window.addEventListener('keydown', closeOnEscape)
    return () => window.removeEventListener('keydown', closeOnEscape)
  }, [open])

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen(!open)}
        className="p-2"
      >
        {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
      </button>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!open}
        style={{ top: panelTop }}
        className="fixed inset-x-0 bottom-0 z-50 overflow-y-auto border-t border-line bg-white px-4 pb-10"
      >
        <ul className="divide-y divide-line">
          {menus.map((menu) => (
            <MobileNavSection key={menu.id} menu={menu} />
          ))}
        </ul>
        <ul className="mt-6 space-y-4 text-base">
          {savedHref ? (
            <li>
              <Link href={savedHref}>Saved Artworks</Link>
            </li>
          ) : null}
          <li>
            <AccountLink loginHref={loginHref} accountHref={accountHref} variant="text" />
          </li>
        </ul>
      </nav>
    </div>
  )
}
