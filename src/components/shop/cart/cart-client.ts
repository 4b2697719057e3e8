'use client'

import { fetchJson } from '@/components/forms/post-json'
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

/** Calls the cart API; any answer but a cart comes back as the server's message (or a general one). */
export async function callCart(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', body?: unknown): Promise<CartCallOutcome> {
  const answer = await fetchJson(CART_KEY, { label: 'cart', method, body })
  if (!answer.reached) return { ok: false, message: UNREACHABLE }
  if (!answer.ok) return { ok: false, message: answer.error ?? UNREACHABLE }
  const cart = asCart(answer.body)
  return cart ? { ok: true, cart } : { ok: false, message: UNREACHABLE }
}
