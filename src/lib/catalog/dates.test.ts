import { describe, expect, it } from 'vitest'
import { formatDate } from './dates'

describe('formatDate', () => {
  it("formats as 'mmm dd, yyyy'", () => {
    expect(formatDate('2026-11-02T10:00:00.000Z')).toBe('Nov 02, 2026')
    expect(formatDate('2027-01-15')).toBe('Jan 15, 2027')
  })

  it('is empty for missing or bad dates', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate('not a date')).toBe('')
  })
})
