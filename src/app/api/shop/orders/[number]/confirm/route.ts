import { NextResponse } from 'next/server'
import { getCms } from '@/lib/cms/payload'
import { answerOrFault } from '@/lib/http/fault'
import { jsonError } from '@/lib/http/json'
import { readCartWith } from '@/lib/shop/cart/server-cart'
import { emptyCartWith } from '@/lib/shop/checkout/empty-cart'
import { admitCardReturn } from '@/lib/shop/stripe/admit-card-return'
import { settleCardPayment } from '@/lib/shop/stripe/settle-card-payment'

type Props = { params: Promise<{ number: string }> }

const FAULT = {
  logMessage: 'checkout: a card payment could not be confirmed',
  message: 'The payment could not be confirmed right now: please reload this page in a moment.',
}

/**
 * POST `{ sessionId }` after Stripe's payment page sent the buyer back: 200 `{ order: { number, status } }`
 * once the session is verified as this order's payment (the order is then paid, once); 402 while unpaid.
 */
export async function POST(request: Request, { params }: Props) {
  const admitted = await admitCardReturn(request, params)
  if (!admitted.ok) return admitted.response
  return answerOrFault(FAULT, async () => {
    const payload = await getCms()
    const settled = await settleCardPayment(payload, admitted.stripe, admitted.number, admitted.sessionId)
    if (!settled.ok) return jsonError(settled.status, settled.error)
    // Paid: the cart the order came from is done with (it was kept in case the buyer turned back).
    const { owner } = await readCartWith(payload, request)
    return emptyCartWith(NextResponse.json({ order: settled.order }), owner)
  })
}
