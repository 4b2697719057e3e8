import { describe, expect, it } from 'vitest'
import { cardState, type CardPricing } from './price-label'

const base: CardPricing = {
  availability: 'Available',
  inventoryCount: 1,
  productType: 'Painting',
  priceUponRequest: false,
  minPrice: 1200,
  maxPrice: 1200,
}

describe('cardState', () => {
  it('shows the price, or From the lowest variant price', () => {
    expect(cardState(base).label).toBe('$1,200')
    expect(cardState({ ...base, maxPrice: 1500 }).label).toBe('From $1,200')
  })

  it('follows the order of card states', () => {
    expect(cardState({ ...base, availability: 'On Hold', inventoryCount: 0 }).label).toBe('On Hold')
    expect(cardState({ ...base, availability: 'Sold Out' }).label).toBe('Sold')
    expect(cardState({ ...base, inventoryCount: 0 }).label).toBe('Sold')
    expect(cardState({ ...base, productType: 'Custom Commission' }).label).toBe('Price on Request')
    expect(cardState({ ...base, priceUponRequest: true }).label).toBe('Price on Request')
  })
})
