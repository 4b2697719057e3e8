import { describe, expect, it } from 'vitest'
import { saleRefusal, toCents, type SaleFacts } from './sale-rules'

const work: SaleFacts = {
  id: 1,
  title: 'Harbour at Dusk',
  inventory: 1,
  availability: 'Available',
  priceUponRequest: false,
  customCommission: false,
  variants: [{ id: 'v1', title: 'Original', price: 1200 }],
}

const refusal = (facts: Partial<SaleFacts>, price = 1200, quantity = 1) => {
  const refused = saleRefusal({ ...work, ...facts }, price, quantity)
  return refused && { status: refused.status, error: refused.message }
}

describe('saleRefusal', () => {
  it('lets an available, priced work with stock be ordered', () => {
    expect(refusal({})).toBeNull()
  })

  it('refuses in the card’s order: on hold, sold, price on request, unpriced', () => {
    expect(refusal({ availability: 'On Hold', inventory: 0 })).toEqual({
      status: 422,
      error: 'Harbour at Dusk is on hold',
    })
    expect(refusal({ inventory: 0, priceUponRequest: true })).toEqual({
      status: 409,
      error: 'Harbour at Dusk has just been sold',
    })
    expect(refusal({ availability: 'Sold Out' })?.status).toBe(409)
    expect(refusal({ priceUponRequest: true })?.status).toBe(422)
    expect(refusal({ customCommission: true })?.error).toBe('Harbour at Dusk is priced on request: please enquire')
    expect(refusal({}, 0)).toEqual({ status: 422, error: 'Harbour at Dusk has no price yet: please enquire' })
  })

  it('says how many are left when more are asked for', () => {
    expect(refusal({ inventory: 2 }, 1200, 3)).toEqual({ status: 409, error: 'Only 2 of Harbour at Dusk left' })
  })

  it('turns dollars into whole cents', () => {
    expect(toCents(1200)).toBe(120000)
    expect(toCents(19.99)).toBe(1999)
  })
})
