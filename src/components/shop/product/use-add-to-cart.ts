'use client'

/** What "Add to cart" does with the chosen variant. */
export type AddToCart = (variantId: string) => void

/**
 * Stands in until the cart exists, and is never reachable by a buyer: the button that calls it is shown only
 * with SHOP_CHECKOUT_ENABLED, which stays off until the cart replaces this hook's answer.
 */
export function addToCartNotBuiltYet(variantId: string): void {
  console.info(`Add to cart is not built yet (variant ${variantId})`)
}

/** The add-to-cart action of the product page; the cart will supply the real one here. */
export function useAddToCart(): AddToCart {
  return addToCartNotBuiltYet
}
