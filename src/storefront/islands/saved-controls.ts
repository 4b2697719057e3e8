import type { SavedControls } from '@/components/customer/SavedControls'
import type { SiteFrame } from '@/lib/page-reads/site-frame'
import { shopLinks } from '@/lib/shop/links'

/** Whether save and follow controls show, and where they send a visitor to log in: the islands' props. */
export function savedControls(frame: Pick<SiteFrame, 'showSaved' | 'shopUrl'>): SavedControls {
  const shop = shopLinks(frame.shopUrl || undefined)
  return { enabled: frame.showSaved, loginHref: shop.login, accountHref: shop.account }
}
