'use client'

import useSWR, { useSWRConfig } from 'swr'
import { forgetMarker, markersChanged, useMarkerCookie } from '@/components/marker-cookies/marker-cookies'
import type { PricedCart } from '@/lib/shop/cart/priced-cart'
import { CART_KEY, callCart } from './cart-client'

const EMPTY_CART: PricedCart = { lines: [], count: 0, subtotal: 0 }

async function fetchCart(): Promise<PricedCart | null> {
  const outcome = await callCart('GET')
  if (!outcome.ok) return null
  // The server clears the cart's marker when it empties the cart: one still set beside an empty cart is stale.
  if (outcome.cart.lines.length === 0) forgetMarker('cart')
  return outcome.cart
}

/**
 * The request's cart (null until read, or when it could not be); `change` calls the API and shows its answer.
 * Only a browser with a session or a cart marker asks; without either the cart is empty.
 */
export function useCart() {
  const signedIn = useMarkerCookie('session')
  const hasCart = useMarkerCookie('cart')
  const asks = signedIn || hasCart
  const { data, isLoading } = useSWR(asks ? CART_KEY : null, fetchCart)
  const { mutate } = useSWRConfig()
  async function change(method: 'POST' | 'PATCH' | 'DELETE', body: unknown): Promise<string | null> {
    const outcome = await callCart(method, body)
    if (!outcome.ok) return outcome.message
    await mutate(CART_KEY, outcome.cart, { revalidate: false })
    // A visitor's first line sets the cart's marker, the last one removed clears it.
    markersChanged()
    return null
  }
  const known = signedIn !== undefined
  const cart = asks ? (data ?? null) : known ? EMPTY_CART : null
  return { cart, isLoading: !known || isLoading, change }
}
