/**
 * Cookies the browser may read, each set and cleared by the server together with the HttpOnly cookie it
 * stands beside, with the same lifetime, path and SameSite. They hold no secret, only that the other one is
 * there, so that a page asks for the customer or the cart only when there can be one.
 */
export const MARKER_COOKIES = {
  /** Beside the customer's session cookie. */
  session: 'gallery-signed-in',
  /** Beside the visitor's cart cookie. */
  cart: 'gallery-has-cart',
} as const

export type MarkerCookie = keyof typeof MARKER_COOKIES

/**
 * Announced on `window` after an answer may have set or cleared a marker, for scripts outside the islands'
 * bundle (an island waiting to hydrate until the visitor has a cart).
 */
export const MARKERS_CHANGED_EVENT = 'gallery:markers-changed'
