import { describe, expect, it } from 'vitest'
import { checkoutDetails } from './checkout-details'
import { orderRequestLine } from './order-request'

const address = { line1: '1 Quay Street', city: 'Portland', postalCode: '97201', country: 'US' }

describe('checkoutDetails', () => {
  it('trims, lower-cases the address and drops empty optional fields', () => {
    const parsed = checkoutDetails.parse({
      email: ' Ada@Example.COM ',
      name: ' Ada ',
      phone: '',
      shippingAddress: { ...address, line2: '  ' },
      giftCardCode: 'abcd-efgh-jkmn-pq23',
    })
    expect(parsed).toEqual({
      email: 'ada@example.com',
      name: 'Ada',
      phone: undefined,
      shippingAddress: { ...address, line2: undefined },
      giftCardCode: 'abcd-efgh-jkmn-pq23',
    })
  })

  it('says which field is wrong', () => {
    const result = checkoutDetails.safeParse({
      email: 'ada@example.com',
      name: 'Ada',
      shippingAddress: { ...address, city: '' },
    })
    expect(result.error?.issues[0]).toMatchObject({ path: ['shippingAddress', 'city'], message: 'City is required' })
    expect(checkoutDetails.safeParse({ email: 'not an address', name: 'Ada', shippingAddress: address }).success).toBe(
      false,
    )
  })
})

describe('orderRequestLine', () => {
  it('accepts only the gift card denominations', () => {
    const card = { kind: 'gift-card', amount: 250, recipientName: 'Rosa', recipientEmail: 'rosa@example.test' }
    expect(orderRequestLine.safeParse(card).success).toBe(true)
    expect(orderRequestLine.safeParse({ ...card, amount: 251 }).success).toBe(false)
    expect(orderRequestLine.safeParse({ kind: 'artwork', artwork: 1, variant: 'v', quantity: 0 }).success).toBe(false)
  })
})
