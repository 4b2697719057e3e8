/**
 * The gallery's standing shipping, delivery and returns terms. The FAQ page states them and product pages
 * show them, from this one place, until the settings carry an editor's own wording.
 */
export const SHIPPING_TEXT =
  'Shipping is free on most works within the continental US. Large works and sculpture are quoted ' +
  'individually and delivered by specialist art handlers.'

export const DELIVERY_TEXT =
  'Works in stock ship within five business days. Framed works take an extra week. Works marked Ready ' +
  'for Pick-up can be collected from the loft in one to two business days.'

export const RETURNS_TEXT =
  'You have fourteen days from delivery to return any work in its original condition and packaging. ' +
  'Commissions and custom framing are final sale.'
