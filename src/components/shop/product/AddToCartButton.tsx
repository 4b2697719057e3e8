'use client'

import { useVariantChoice } from './variant-choice'
import type { AddToCart } from './use-add-to-cart'

/** Adds the chosen variant; until one is chosen the button says what is missing instead of failing. */
export function AddToCartButton({ onAddToCart, adding }: { onAddToCart: AddToCart; adding: boolean }) {
  const { chosen } = useVariantChoice()
  return (
    <button
      type="button"
      disabled={!chosen?.available || adding}
      onClick={() => chosen && onAddToCart(chosen.id)}
      className="mt-6 w-full bg-ink px-6 py-3 text-sm font-medium text-white hover:bg-accent disabled:cursor-not-allowed disabled:opacity-50"
      data-add-to-cart
    >
      {!chosen ? 'Choose an option' : adding ? 'Adding…' : 'Add to cart'}
    </button>
  )
}
