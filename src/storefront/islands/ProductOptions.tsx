import { ProductPrice } from '@/components/shop/product/ProductPrice'
import { PurchaseControls } from '@/components/shop/product/PurchaseControls'
import { type ChoosableVariant, VariantChoiceProvider } from '@/components/shop/product/variant-choice'

// The price and the options of a work are islands apart on the page (the price beside the title, the options
// under the details) sharing one choice; one module, so that the page loads their code once.

const sharedAs = (artworkId: number) => `artwork-${artworkId}`

type PriceProps = { artworkId: number; variants: ChoosableVariant[]; cardLabel: string; priced: boolean }

/** The work's price: the card's label, then the chosen option's own price once one is. */
export function ProductPriceChoice({ artworkId, variants, ...price }: PriceProps) {
  return (
    <VariantChoiceProvider variants={variants} shareAs={sharedAs(artworkId)}>
      <ProductPrice {...price} />
    </VariantChoiceProvider>
  )
}

type PurchaseProps = { artworkId: number; variants: ChoosableVariant[]; checkoutEnabled: boolean; cartHref: string }

/** The options and Add to cart of a priced work. */
export function ProductPurchase({ variants, ...controls }: PurchaseProps) {
  return (
    <VariantChoiceProvider variants={variants} shareAs={sharedAs(controls.artworkId)}>
      <PurchaseControls {...controls} />
    </VariantChoiceProvider>
  )
}
