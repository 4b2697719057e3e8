'use client'

import useSWR from 'swr'
import { z } from 'zod'

/** The cart API's address, also the SWR key the header's count and the cart page read. */
export const CART_KEY = '/api/shop/cart'

// Only what the review shows is checked; the rest of the answer is kept for the other readers of the key.
const checkoutCart = z
  .object({
    lines: z.array(
      z
        .object({
          artwork: z.number(),
          variant: z.string(),
          quantity: z.number(),
          handle: z.string(),
          title: z.string(),
          artistName: z.string(),
          variantTitle: z.string(),
          unitPrice: z.number(),
          available: z.boolean(),
        })
        .passthrough(),
    ),
    count: z.number(),
    subtotal: z.number(),
  })
  .passthrough()

export type CheckoutCart = z.infer<typeof checkoutCart>

async function fetchCart(url: string): Promise<CheckoutCart> {
  const response = await fetch(url, { credentials: 'include' })
  if (!response.ok) throw new Error(`The cart could not be read (${response.status})`)
  return checkoutCart.parse(await response.json())
}

/** The buyer's cart, priced by the server. */
export function useCheckoutCart() {
  return useSWR(CART_KEY, fetchCart)
}
