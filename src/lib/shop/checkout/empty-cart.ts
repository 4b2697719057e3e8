import 'server-only'
import type { NextResponse } from 'next/server'
import { log } from '@/lib/log'
import { clearedCartCookies, emptyCart, type CartOwner } from '@/lib/shop/cart/server-cart'

/**
 * Empties the cart an order was placed from: a customer's row here, a visitor's cookie by the answer's
 * Set-Cookie. The order stands whatever happens here: a cart left full is logged, not a failed order.
 */
export async function emptyCartWith(response: NextResponse, owner: CartOwner): Promise<NextResponse> {
  if (owner.kind === 'visitor') {
    for (const setCookie of clearedCartCookies()) response.headers.append('set-cookie', setCookie)
    return response
  }
  try {
    await emptyCart(owner)
  } catch (error) {
    log.error({ err: error, customer: owner.id }, 'checkout: the order is placed but the cart could not be emptied')
  }
  return response
}
