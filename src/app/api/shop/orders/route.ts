import { NextResponse } from 'next/server'
import { getCms } from '@/lib/cms/payload'
import { faultResponse } from '@/lib/http/fault'
import { jsonError } from '@/lib/http/json'
import { log } from '@/lib/log'
import { clearedCartCookie, emptyCart, type CartOwner } from '@/lib/shop/cart/server-cart'
import { admitShopCall } from '@/lib/shop/checkout/admit'
import { checkoutOrder } from '@/lib/shop/checkout/checkout-order'
import { orderBody } from '@/lib/shop/checkout/order-body'

/** The order is placed whatever happens here: a cart left full is logged, not turned into a failed order. */
async function emptyPlacedCart(owner: CartOwner) {
  try {
    await emptyCart(owner)
  } catch (error) {
    log.error({ err: error, customer: owner }, 'checkout: the order is placed but the cart could not be emptied')
  }
}

/**
 * POST `{ details }` orders the cart; `{ giftCard, details }` orders a gift card alone. 201 `{ order }` (with
 * `redirectUrl`, Stripe's payment page, when card payment is on); 409 when a work has just been sold or a
 * gift card's balance changed; 422 for an empty cart, an unknown code or a line that cannot be ordered.
 */
export async function POST(request: Request) {
  const admitted = await admitShopCall(request, orderBody)
  if (!admitted.ok) return admitted.response
  let outcome
  try {
    outcome = await checkoutOrder(await getCms(), request, admitted.body)
  } catch (error) {
    return faultResponse(error, {
      logMessage: 'checkout: an order could not be placed',
      message: 'The order could not be placed. Nothing was charged or reserved: please try again later.',
    })
  }
  if (!outcome.ok) return jsonError(outcome.status, outcome.error)
  const { order, redirectUrl, emptied } = outcome
  const response = NextResponse.json(redirectUrl ? { order, redirectUrl } : { order }, { status: 201 })
  if (emptied?.kind === 'visitor') response.headers.append('set-cookie', clearedCartCookie())
  if (emptied?.kind === 'customer') await emptyPlacedCart(emptied)
  return response
}
