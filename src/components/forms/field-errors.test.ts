import { describe, expect, it } from 'vitest'
import { orderBody } from '@/lib/shop/checkout/order-body'
import { fieldErrors, firstErrorField } from './field-errors'

describe('fieldErrors', () => {
  it('names each bad input by its field, in the order the form shows them', () => {
    const parsed = orderBody.safeParse({ details: { email: 'not-an-address', name: '', shippingAddress: {} } })
    expect(parsed.success).toBe(false)
    const errors = parsed.success ? {} : fieldErrors(parsed.error)
    expect(errors.email).toBeTruthy()
    expect(errors.name).toBe('Name is required')
    expect(errors.city).toBeTruthy()
    expect(firstErrorField(errors, ['email', 'name', 'line1'])).toBe('email')
    expect(firstErrorField({ city: 'City is required' }, ['email', 'name', 'city'])).toBe('city')
  })
})
