import { describe, expect, it } from 'vitest'
import { availabilityLabel, cardState, type CardPricing } from './price-label'
import { SAMPLE_PRICING } from './sample-pricing'

const base: CardPricing = SAMPLE_PRICING

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

describe('availabilityLabel', () => {
  it("uses the card's words: Sold, never Sold Out, and Sold when no stock is left", () => {
    expect(availabilityLabel(cardState({ ...base, availability: 'Sold Out' }))).toBe('Sold')
    expect(availabilityLabel(cardState({ ...base, inventoryCount: 0 }))).toBe('Sold')
    expect(availabilityLabel(cardState({ ...base, availability: 'On Hold' }))).toBe('On Hold')
    expect(availabilityLabel(cardState({ ...base, priceUponRequest: true }))).toBe('Available')
  })
})
