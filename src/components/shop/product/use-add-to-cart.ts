'use client'

import { useState } from 'react'
import { useCart } from '@/components/shop/cart/use-cart'

/** What "Add to cart" does with the chosen variant. */
export type AddToCart = (variantId: string) => void

/** Where the last add stands: the button's label and the message under it read this. */
export type AddState = { kind: 'idle' } | { kind: 'adding' } | { kind: 'added' } | { kind: 'refused'; message: string }

/** The add-to-cart action of the product page: one unit of the chosen option of the work. */
export function useAddToCart(artworkId: number): { add: AddToCart; state: AddState } {
  const { change } = useCart()
  const [state, setState] = useState<AddState>({ kind: 'idle' })
  const add: AddToCart = (variantId) => {
    setState({ kind: 'adding' })
    void change('POST', { artwork: artworkId, variant: variantId, quantity: 1 }).then((message) =>
      setState(message ? { kind: 'refused', message } : { kind: 'added' }),
    )
  }
  return { add, state }
}
