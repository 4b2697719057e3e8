'use client'

import useSWR, { useSWRConfig } from 'swr'
import type { PricedCart } from '@/lib/shop/cart/priced-cart'
import { CART_KEY, callCart } from './cart-client'

async function fetchCart(): Promise<PricedCart | null> {
  const outcome = await callCart('GET')
  return outcome.ok ? outcome.cart : null
}

/** The request's cart (null until read, or when it could not be); `change` calls the API and shows its answer. */
export function useCart() {
  const { data, isLoading } = useSWR(CART_KEY, fetchCart)
  const { mutate } = useSWRConfig()
  async function change(method: 'POST' | 'PATCH' | 'DELETE', body: unknown): Promise<string | null> {
    const outcome = await callCart(method, body)
    if (!outcome.ok) return outcome.message
    await mutate(CART_KEY, outcome.cart, { revalidate: false })
    return null
  }
  return { cart: data ?? null, isLoading, change }
}
