import 'server-only'
import type { NextResponse } from 'next/server'
import type Stripe from 'stripe'
import { admitJsonWrite } from '@/lib/http/admit-json-write'
import { jsonError } from '@/lib/http/json'
import { CHECKOUT_WRITES } from '@/lib/shop/checkout/checkout-writes'
import { orderNumber } from '@/lib/shop/checkout/order-number'
import { configuredStripe } from './client'
import { sessionBody } from './payable-order'

type CardReturn = { number: string; stripe: Stripe; sessionId: string }

/**
 * The checks a buyer's return from Stripe's payment page starts with, paid or turned back: an order number of
 * the right form, card payment switched on, and an admitted `{ sessionId }` body.
 */
export async function admitCardReturn(
  request: Request,
  params: Promise<{ number: string }>,
): Promise<({ ok: true } & CardReturn) | { ok: false; response: NextResponse }> {
  const number = orderNumber.safeParse((await params).number)
  if (!number.success) return { ok: false, response: jsonError(404, 'There is no such order') }
  const stripe = configuredStripe()
  if (!stripe) return { ok: false, response: jsonError(404, 'Card payment is not enabled on this site') }
  const admitted = await admitJsonWrite(request, CHECKOUT_WRITES, sessionBody)
  if (!admitted.ok) return admitted
  return { ok: true, number: number.data, stripe, sessionId: admitted.body.sessionId }
}
