import Heart from 'lucide-react/icons/heart'
import Search from 'lucide-react/icons/search'
import { Link } from '@/components/ui/Link'
import { headerMenus } from '@/lib/navigation/menus'
import type { ShopLinks } from '@/lib/shop/links'
import { AccountLink } from './AccountLink'
import { CartLink } from './CartLink'
import { DesktopNav } from './DesktopNav'
import { MobileNav } from './MobileNav'

type Props = { siteName: string; shop: ShopLinks; seasonalGiftGuide: boolean; showSaved: boolean }

export function Header({ siteName, shop, seasonalGiftGuide, showSaved }: Props) {
  const menus = headerMenus({ seasonalGiftGuide, shop })
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 md:px-6">
        <div className="flex items-center gap-2 lg:gap-8">
          <MobileNav
            menus={menus}
            loginHref={shop.login}
            accountHref={shop.account}
            savedHref={showSaved ? '/saved' : undefined}
          />
          <Link href="/" className="font-serif text-xl tracking-tight whitespace-nowrap">
            {siteName}
            <span className="sr-only"> home</span>
          </Link>
          <DesktopNav menus={menus} />
        </div>
        <div className="flex items-center">
          <Link href="/search" aria-label="Search" title="Search" className="p-2 hover:text-accent">
            <Search aria-hidden className="size-5" />
          </Link>
          {showSaved ? (
            <Link href="/saved" aria-label="Saved artworks" title="Saved artworks" className="p-2 hover:text-accent">
              <Heart aria-hidden className="size-5" />
            </Link>
          ) : null}
          <span className="hidden lg:inline-flex">
            <AccountLink loginHref={shop.login} accountHref={shop.account} variant="icon" />
          </span>
          <CartLink href={shop.cart} />
        </div>
      </div>
    </header>
  )
}
