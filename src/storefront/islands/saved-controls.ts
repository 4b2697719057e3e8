import type { SavedControls } from '@/components/customer/SavedControls'
import type { SiteFrame } from '@/lib/page-reads/site-frame'
import { shopLinks } from '@/lib/shop/links'

/**
 * Whether save and follow controls show, where they send a visitor to log in, and the page they are drawn on
 * (`url`, the page's address as rendered): the islands' props.
 */
export function savedControls(frame: Pick<SiteFrame, 'showSaved' | 'shopUrl'>, url: URL): SavedControls {
  const shop = shopLinks(frame.shopUrl || undefined)
  return {
    enabled: frame.showSaved,
    loginHref: shop.login,
    accountHref: shop.account,
    pagePath: `${url.pathname}${url.search}`,
  }
}
