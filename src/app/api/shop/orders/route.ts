import { NextResponse } from 'next/server'
import { getCms } from '@/lib/cms/payload'
import { admitJsonWrite } from '@/lib/http/admit-json-write'
import { faultResponse } from '@/lib/http/fault'
import { jsonError } from '@/lib/http/json'
import { checkoutOrder } from '@/lib/shop/checkout/checkout-order'
import { CHECKOUT_WRITES } from '@/lib/shop/checkout/checkout-writes'
import { emptyCartWith } from '@/lib/shop/checkout/empty-cart'
import { orderBody } from '@/lib/shop/checkout/order-body'
import { answerOrderHistory } from '@/lib/shop/orders/buyer-order-api'

/**
 * POST `{ details }` orders the cart; `{ giftCard, details }` orders a gift card alone. 201 `{ order }` (with
 * `redirectUrl`, Stripe's payment page, and its `sessionId` when card payment is on); 409 when a work has just been sold or a
 * gift card's balance changed; 422 for an empty cart, an unknown code or a line that cannot be ordered; 429 when the
 * buyer already has as many unpaid orders, or works in them, as the shop allows.
 */
export async function POST(request: Request) {
  const admitted = await admitJsonWrite(request, CHECKOUT_WRITES, orderBody)
  if (!admitted.ok) return admitted.response
  let outcome
  // Only a failure to place the order gets this fault's answer: once placed, "nothing was charged" is untrue.
  try {
    outcome = await checkoutOrder(await getCms(), request, admitted.body)
  } catch (error) {
    return faultResponse(error, {
      logMessage: 'checkout: an order could not be placed',
      message: 'The order could not be placed. Nothing was charged or reserved: please try again later.',
    })
  }
  if (!outcome.ok) return jsonError(outcome.status, outcome.error)
  const { order, payment, emptied } = outcome
  const response = NextResponse.json({ order, ...payment }, { status: 201 })
  return emptied ? emptyCartWith(response, emptied) : response
}

/** The signed-in customer's orders, newest first (401 for anyone else). */
export function GET(request: Request) {
  return answerOrderHistory(request)
}
