import type { CardPricing } from './price-label'

/** The plainest card: one available painting at $1,200. Samples and tests vary it one field at a time. */
export const SAMPLE_PRICING: CardPricing = {
  availability: 'Available',
  inventoryCount: 1,
  productType: 'Painting',
  priceUponRequest: false,
  minPrice: 1200,
  maxPrice: 1200,
}
