import { describe, expect, it } from 'vitest'
import { statusesBefore, transitionError } from './status-transitions'

describe('order status transitions', () => {
  it('lets a request be accepted, paid or cancelled, pending go to paid or cancelled, paid to fulfilled or cancelled', () => {
    expect(statusesBefore('paid')).toEqual(['requested', 'pending'])
    expect(statusesBefore('cancelled')).toEqual(['requested', 'pending', 'paid'])
    expect(statusesBefore('fulfilled')).toEqual(['paid'])
    expect(statusesBefore('pending')).toEqual(['requested'])
    expect(statusesBefore('requested')).toEqual([])
  })

  it('explains a refused change', () => {
    expect(transitionError('paid', 'paid')).toBe('The order is already paid')
    expect(transitionError('cancelled', 'paid')).toBe('A cancelled order cannot change status')
    expect(transitionError('pending', 'fulfilled')).toBe(
      'A pending order can only become paid or cancelled, not fulfilled',
    )
  })
})
