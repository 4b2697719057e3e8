import { Header } from '@/components/layout/Header'
import { shopLinks } from '@/lib/shop/links'

type Props = { siteName: string; shopUrl: string; seasonalGiftGuide: boolean; showSaved: boolean }

/** The header as one island: its menus, drawer, account and cart links need the browser. */
export function SiteHeader({ shopUrl, ...props }: Props) {
  return <Header {...props} shop={shopLinks(shopUrl || undefined)} />
}
