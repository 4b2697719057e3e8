import { describe, expect, it } from 'vitest'
import { formatCents, formatCount, formatDollars } from './numbers'

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const count = new Intl.NumberFormat('en-US')

const SAMPLES = [0, 1, 9, 12, 999, 1000, 1001, 12_345, 99_999, 100_000, 1_234_567, 987_654_321, 2 ** 40]

describe('numbers written as Intl en-US writes them', () => {
  it.each(SAMPLES)('counts and whole dollars: %d', (value) => {
    expect(formatCount(value)).toBe(count.format(value))
    expect(formatDollars(value)).toBe(dollars.format(value))
    expect(formatDollars(-value || 0)).toBe(dollars.format(-value || 0))
  })

  it.each([0.4, 0.5, 1.5, 2.5, 1249.5, -2.5])('rounds dollars half away from zero: %d', (value) => {
    expect(formatDollars(value)).toBe(dollars.format(value))
  })

  it.each([0, 5, 50, 99, 100, 101, 125_050, 125_000, 123_456_789, -12_345])('cents: %d', (cents) => {
    const expected = cents % 100 === 0 ? dollars.format(cents / 100) : withCents.format(cents / 100)
    expect(formatCents(cents)).toBe(expected)
  })
})
