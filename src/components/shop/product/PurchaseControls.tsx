'use client'

import { AddToCartButton } from './AddToCartButton'
import { AddToCartStatus } from './AddToCartStatus'
import { useAddToCart } from './use-add-to-cart'
import { VariantChooser } from './VariantChooser'
import { useVariantChoice } from './variant-choice'

type Props = { artworkId: number; checkoutEnabled: boolean; cartHref: string }

/** The buyer's part of a priced work: the options when there are several, and Add to cart when checkout is on. */
export function PurchaseControls({ artworkId, checkoutEnabled, cartHref }: Props) {
  const { variants } = useVariantChoice()
  const { add, state } = useAddToCart(artworkId)
  return (
    <div>
      {variants.length > 1 ? <VariantChooser /> : null}
      {checkoutEnabled ? (
        <>
          <AddToCartButton onAddToCart={add} adding={state.kind === 'adding'} />
          <AddToCartStatus state={state} cartHref={cartHref} />
        </>
      ) : null}
    </div>
  )
}
