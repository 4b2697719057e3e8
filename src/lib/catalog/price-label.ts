import { formatDollars } from '@/lib/text/numbers'
import { AVAILABILITY_LABELS, CUSTOM_COMMISSION, type Availability } from './taxonomy'

export type CardPricing = {
  availability: Availability
  inventoryCount: number
  productType: string
  priceUponRequest: boolean
  minPrice: number
  maxPrice: number
}

export type CardState =
  | { kind: 'on-hold'; label: 'On Hold' }
  | { kind: 'sold'; label: 'Sold' }
  | { kind: 'price-on-request'; label: 'Price on Request' }
  | { kind: 'price'; label: string }

export function formatPrice(amount: number): string {
  return formatDollars(amount)
}

/** The first that applies: On Hold, Sold, Price on Request, From $min, or the price. */
export function cardState(pricing: CardPricing): CardState {
  if (pricing.availability === 'On Hold') return { kind: 'on-hold', label: 'On Hold' }
  if (pricing.availability === 'Sold Out' || pricing.inventoryCount === 0) return { kind: 'sold', label: 'Sold' }
  if (pricing.productType.includes(CUSTOM_COMMISSION) || pricing.priceUponRequest) {
    return { kind: 'price-on-request', label: 'Price on Request' }
  }
  if (pricing.minPrice < pricing.maxPrice) return { kind: 'price', label: `From ${formatPrice(pricing.minPrice)}` }
  return { kind: 'price', label: formatPrice(pricing.minPrice) }
}

/** The availability a product page states, in the card's words: a work with no stock left is Sold. */
export function availabilityLabel(state: CardState): string {
  if (state.kind === 'on-hold' || state.kind === 'sold') return state.label
  return AVAILABILITY_LABELS.Available
}
