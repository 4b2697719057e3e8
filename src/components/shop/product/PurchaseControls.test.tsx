import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ProductPrice } from './ProductPrice'
import { PurchaseControls } from './PurchaseControls'
import { VariantChoiceProvider, type ChoosableVariant } from './variant-choice'

const unframed: ChoosableVariant = { id: 'a', title: 'Unframed', price: 900, available: true }
const framed: ChoosableVariant = { id: 'b', title: 'Framed', price: 1400, available: false }

/** The page as the server sends it, before the buyer has chosen anything. */
function served(variants: ChoosableVariant[], checkoutEnabled: boolean, cardLabel = 'From $900') {
  return renderToStaticMarkup(
    <VariantChoiceProvider variants={variants}>
      <ProductPrice cardLabel={cardLabel} priced />
      <PurchaseControls artworkId={7} checkoutEnabled={checkoutEnabled} cartHref="/cart" />
    </VariantChoiceProvider>,
  )
}

describe('the purchase controls of a priced work', () => {
  it('reads From $ with no option chosen, and offers a sold option only as Sold', () => {
    const html = served([unframed, framed], false)
    expect(html).toContain('>From $900</p>')
    expect(html).toContain('<legend class="text-sm font-medium">Options</legend>')
    expect(html).not.toMatch(/checked/)
    expect(html).toMatch(/<input(?=[^>]*value="b")(?=[^>]*disabled="")[^>]*>/)
    expect(html).toContain('Sold')
  })

  it('keeps Add to cart off the page while checkout is switched off', () => {
    expect(served([unframed, framed], false)).not.toContain('data-add-to-cart')
    expect(served([unframed], false)).not.toContain('data-add-to-cart')
  })

  it('with checkout on, asks for an option first, and a single option is chosen from the start', () => {
    expect(served([unframed, framed], true)).toMatch(
      /<button[^>]*disabled=""[^>]*data-add-to-cart[^>]*>Choose an option/,
    )
    const single = served([unframed], true, '$900')
    expect(single).not.toContain('<fieldset')
    expect(single).toContain('>$900</p>')
    expect(single).toMatch(/<button[^>]*data-add-to-cart[^>]*>Add to cart<\/button>/)
    expect(single).not.toContain(`disabled=""`)
    // The add's answer ("Added to cart") is announced from a status region that is there from the start.
    expect(single).toMatch(/<p role="status"[^>]*data-add-to-cart-status/)
  })
})
