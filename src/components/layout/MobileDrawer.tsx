'use client'

import { Link } from '@/components/ui/Link'
import type { NavMenu } from '@/lib/navigation/menus'
import { AccountLink } from './AccountLink'
import { MobileNavSection } from './MobileNavSection'

export const MOBILE_DRAWER_ID = 'mobile-menu'

type Props = { menus: NavMenu[]; top: number; loginHref: string; accountHref: string; savedHref?: string }

/**
 * The mobile menu's drawer, drawn only while it is open: the page's HTML carries every menu link once, in the
 * desktop bar's dropdowns, and this one is drawn from the same menus.
 */
export function MobileDrawer({ menus, top, loginHref, accountHref, savedHref }: Props) {
  return (
    <nav
      id={MOBILE_DRAWER_ID}
      aria-label="Mobile"
      style={{ top }}
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
  )
}
