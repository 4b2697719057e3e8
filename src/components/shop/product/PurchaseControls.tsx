'use client'

import { AddToCartButton } from './AddToCartButton'
import { useAddToCart } from './use-add-to-cart'
import { VariantChooser } from './VariantChooser'
import { useVariantChoice } from './variant-choice'

/** The buyer's part of a priced work: the options when there are several, and Add to cart when checkout is on. */
export function PurchaseControls({ checkoutEnabled }: { checkoutEnabled: boolean }) {
  const { variants } = useVariantChoice()
  const onAddToCart = useAddToCart()
  return (
    <div>
      {variants.length > 1 ? <VariantChooser /> : null}
      {checkoutEnabled ? <AddToCartButton onAddToCart={onAddToCart} /> : null}
    </div>
  )
}
