import { describe, expect, it } from 'vitest'
import { saleRefusal, soldOutMessage, toCents, type SaleFacts } from './sale-rules'

const work: SaleFacts = {
  id: 1,
  title: 'Harbour at Dusk',
  availability: 'Available',
  priceUponRequest: false,
  customCommission: false,
  variants: [{ id: 'v1', title: 'Original', price: 1200 }],
}

const refusal = (facts: Partial<SaleFacts>, price = 1200) => {
  const refused = saleRefusal({ ...work, ...facts }, price)
  return refused && { status: refused.status, error: refused.message }
}

describe('saleRefusal', () => {
  it('lets an available, priced work be ordered', () => {
    expect(refusal({})).toBeNull()
  })

  it('refuses in the card’s order: on hold, sold, price on request, unpriced', () => {
    expect(refusal({ availability: 'On Hold', priceUponRequest: true })).toEqual({
      status: 422,
      error: 'Harbour at Dusk is on hold',
    })
    expect(refusal({ availability: 'Sold Out', priceUponRequest: true })).toEqual({
      status: 409,
      error: 'Harbour at Dusk is sold',
    })
    expect(refusal({ priceUponRequest: true })?.status).toBe(422)
    expect(refusal({ customCommission: true })?.error).toBe('Harbour at Dusk is priced on request: please enquire')
    expect(refusal({}, 0)).toEqual({ status: 422, error: 'Harbour at Dusk has no price yet: please enquire' })
  })
})

describe('soldOutMessage', () => {
  it('says the work is sold, or how many are left when more were asked for', () => {
    expect(soldOutMessage('Harbour at Dusk', 0)).toBe('Harbour at Dusk is sold')
    expect(soldOutMessage('Tide Tables', 2, 3)).toBe('Only 2 of Tide Tables left')
    expect(soldOutMessage('Tide Tables', 2, 2)).toBe('Tide Tables is sold')
  })

  it('turns dollars into whole cents', () => {
    expect(toCents(1200)).toBe(120000)
    expect(toCents(19.99)).toBe(1999)
  })
})
