import type { CollectionAfterLoginHook } from 'payload'
import type { Customer } from '@/payload-types'
import { clearedCartCookies, hasCartCookie, visitorCartLines } from './cart-cookie'
import { MAX_CART_LINES } from './cart-line'
import { changeCustomerCart } from './customer-cart'

/**
 * A visitor who logs in brings the cart they filled: its cookie comes with the login request (same site), is
 * merged into the customer's cart in one UPDATE (union by work and option, the larger quantity, never the
 * sum) on the login's own transaction, and is cleared in the login's answer.
 */
export const mergeVisitorCart: CollectionAfterLoginHook<Customer> = async ({ req, user }) => {
  if (!hasCartCookie(req.headers)) return user
  const lines = await visitorCartLines(req.headers)
  if (lines.length > 0)
    await changeCustomerCart(req.payload, user.id, { kind: 'merge', lines, maxLines: MAX_CART_LINES }, req)
  // Payload sends the request's response headers with its own answer (the session cookie among them).
  const headers = req.responseHeaders ?? new Headers()
  for (const setCookie of clearedCartCookies()) headers.append('set-cookie', setCookie)
  req.responseHeaders = headers
  return user
}
