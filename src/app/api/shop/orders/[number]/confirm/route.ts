import { NextResponse } from 'next/server'
import { getCms } from '@/lib/cms/payload'
import { faultResponse } from '@/lib/http/fault'
import { jsonError } from '@/lib/http/json'
import { readCartWith } from '@/lib/shop/cart/server-cart'
import { admitShopCall } from '@/lib/shop/checkout/admit'
import { emptyCartWith } from '@/lib/shop/checkout/empty-cart'
import { orderNumber } from '@/lib/shop/checkout/order-number'
import { configuredStripe } from '@/lib/shop/stripe/client'
import { sessionBody } from '@/lib/shop/stripe/payable-order'
import { settleCardPayment } from '@/lib/shop/stripe/settle-card-payment'

type Props = { params: Promise<{ number: string }> }

/**
 * POST `{ sessionId }` after Stripe's payment page sent the buyer back: 200 `{ order: { number, status } }`
 * once the session is verified as this order's payment (the order is then paid, once); 402 while unpaid.
 */
export async function POST(request: Request, { params }: Props) {
  const number = orderNumber.safeParse((await params).number)
  if (!number.success) return jsonError(404, 'There is no such order')
  const stripe = configuredStripe()
  if (!stripe) return jsonError(404, 'Card payment is not enabled on this site')
  const admitted = await admitShopCall(request, sessionBody)
  if (!admitted.ok) return admitted.response
  try {
    const payload = await getCms()
    const settled = await settleCardPayment(payload, stripe, number.data, admitted.body.sessionId)
    if (!settled.ok) return jsonError(settled.status, settled.error)
    // Paid: the cart the order came from is done with (it was kept in case the buyer turned back).
    const { owner } = await readCartWith(payload, request)
    return await emptyCartWith(NextResponse.json({ order: settled.order }), owner)
  } catch (error) {
    return faultResponse(error, {
      logMessage: 'checkout: a card payment could not be confirmed',
      message: 'The payment could not be confirmed right now: please reload this page in a moment.',
    })
  }
}
