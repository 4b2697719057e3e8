import 'server-only'
import { NextResponse } from 'next/server'
import type { Payload } from 'payload'
import type { z } from 'zod'
import { getCms } from '@/lib/cms/payload'
import { admitJsonWrite } from '@/lib/http/admit-json-write'
import { answerOrFault } from '@/lib/http/fault'
import { jsonError } from '@/lib/http/json'
import { limitRequest, tooManyRequests } from '@/lib/rate-limit/answers'
import type { CartChange } from './cart-change'
import { cartCookies, clearedCartCookies } from './cart-cookie'
import { MAX_CART_LINES, type CartLine } from './cart-line'
import type { CartPlan } from './cart-plans'
import { applyCartChange, type CartRefusal } from './cart-rules'
import { changeCustomerCart } from './customer-cart'
import { pricedCart } from './priced-cart'
import { readCartWith, type ServerCart } from './server-cart'

const FAULT = {
  logMessage: 'cart: a cart call failed',
  message: 'The cart could not be read or changed. Please try again.',
}

const REFUSALS: Record<CartRefusal, [number, string]> = {
  full: [409, `Your cart holds ${MAX_CART_LINES} works, the most it can: remove one to add another`],
  'no-line': [404, 'That work is not in your cart'],
}

/** The priced cart, never stored by a cache; with the visitor's new cookies when the cart changed. */
async function cartAnswer(payload: Payload, lines: CartLine[], setCookies: string[] = []): Promise<NextResponse> {
  const headers = new Headers({ 'cache-control': 'private, no-store' })
  for (const setCookie of setCookies) headers.append('set-cookie', setCookie)
  return NextResponse.json(await pricedCart(payload, lines), { headers })
}

/** A change to the customer's row in one statement, or to the visitor's lines, rewritten into the cookie. */
async function applyChange(payload: Payload, cart: ServerCart, change: CartChange): Promise<NextResponse> {
  if (cart.owner.kind === 'visitor') {
    const next = applyCartChange(cart.lines, change)
    if (typeof next === 'string') return jsonError(...REFUSALS[next])
    // An emptied cart leaves no cookie behind.
    return cartAnswer(payload, next, next.length > 0 ? await cartCookies(next) : clearedCartCookies())
  }
  const outcome = await changeCustomerCart(payload, cart.owner.id, change)
  if (outcome.ok) return cartAnswer(payload, outcome.lines)
  if (outcome.reason === 'no-customer') return jsonError(401, 'Not signed in, or the session has expired')
  return jsonError(...REFUSALS[change.kind === 'add' ? 'full' : 'no-line'])
}

/** GET /api/shop/cart: the request's cart, priced from the database. */
export async function answerCart(request: Request): Promise<NextResponse> {
  const limit = await limitRequest('cart', request.headers)
  if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds)
  return answerOrFault(FAULT, async () => {
    const payload = await getCms()
    const cart = await readCartWith(payload, request)
    return cartAnswer(payload, cart.lines)
  })
}

/** POST, PATCH and DELETE: checked like every write (site, rate, body), planned, applied, answered priced. */
export async function answerCartChange<Body>(
  request: Request,
  schema: z.ZodType<Body>,
  plan: (payload: Payload, body: Body) => Promise<CartPlan>,
): Promise<NextResponse> {
  const admitted = await admitJsonWrite(request, { rateLimit: 'cart', emptyBodyAsObject: true }, schema)
  if (!admitted.ok) return admitted.response
  return answerOrFault(FAULT, async () => {
    const payload = await getCms()
    const planned = await plan(payload, admitted.body)
    if (!planned.ok) return jsonError(planned.status, planned.error)
    return applyChange(payload, await readCartWith(payload, request), planned.change)
  })
}
