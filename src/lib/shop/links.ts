import { ACCOUNT_PATHS } from './account-paths'

/**
 * Where the shop lives. Embedded by default (same origin); SHOP_URL points every shop link
 * at an external shop instead, with the same paths.
 */
export type ShopLinks = {
  product: (handle: string) => string
  cart: string
  login: string
  account: string
  giftCard: string
}

/** The embedded shop serves the gift card from a page of this name (src/storefront/pages/products/gift-card.astro). */
export const GIFT_CARD_HANDLE = 'gift-card'

export function shopLinks(shopUrl?: string): ShopLinks {
  const base = shopUrl ? shopUrl.replace(/\/+$/, '') : ''
  return {
    product: (handle) => `${base}/products/${encodeURIComponent(handle)}`,
    cart: `${base}/cart`,
    login: `${base}${ACCOUNT_PATHS.login}`,
    account: `${base}${ACCOUNT_PATHS.account}`,
    giftCard: `${base}/products/${GIFT_CARD_HANDLE}`,
  }
}
