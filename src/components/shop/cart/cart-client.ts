'use client'

import type { PricedCart } from '@/lib/shop/cart/priced-cart'

/** The SWR key of the request's cart, a visitor's or a customer's: mutate it after any change, login or logout. */
export const CART_KEY = '/api/shop/cart'

export type CartCallOutcome = { ok: true; cart: PricedCart } | { ok: false; message: string }

const UNREACHABLE = 'The cart could not be reached. Please try again.'

/** The answer as a cart; a broken contract is logged, not shown. */
function asCart(body: unknown): PricedCart | null {
  const shaped =
    body !== null &&
    typeof body === 'object' &&
    Array.isArray(Reflect.get(body, 'lines')) &&
    typeof Reflect.get(body, 'count') === 'number' &&
    typeof Reflect.get(body, 'subtotal') === 'number'
  if (!shaped) console.error('cart: malformed answer', body)
  return shaped ? (body as PricedCart) : null
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown
  } catch (error) {
    console.error('cart: answer is not JSON', response.status, error)
    return null
  }
}

/** Calls the cart API; any answer but a cart comes back as the server's message (or a general one). */
export async function callCart(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', body?: unknown): Promise<CartCallOutcome> {
  let response: Response
  try {
    response = await fetch(CART_KEY, {
      method,
      credentials: 'include',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch (error) {
    console.error('cart: not reached', error)
    return { ok: false, message: UNREACHABLE }
  }
  const answer = await readBody(response)
  if (!response.ok) {
    const error = answer && typeof answer === 'object' ? Reflect.get(answer, 'error') : null
    return { ok: false, message: typeof error === 'string' ? error : UNREACHABLE }
  }
  const cart = asCart(answer)
  return cart ? { ok: true, cart } : { ok: false, message: UNREACHABLE }
}
