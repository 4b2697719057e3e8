import { describe, expect, it } from 'vitest'
import { exhibitionState } from './exhibition-state'

const now = new Date('2026-11-22T12:00:00Z')

describe('exhibitionState', () => {
  it('derives the state from the dates', () => {
    expect(exhibitionState({ startDate: '2026-12-01', endDate: '2027-01-10' }, now)).toBe('Upcoming')
    expect(exhibitionState({ startDate: '2026-11-01', endDate: '2026-11-22' }, now)).toBe('On View')
    expect(exhibitionState({ startDate: '2026-10-01', endDate: '2026-11-21' }, now)).toBe('Past')
  })

  it('treats an event without an end as one day', () => {
    expect(exhibitionState({ startDate: '2026-11-22' }, now)).toBe('On View')
    expect(exhibitionState({ startDate: '2026-11-20', endDate: null }, now)).toBe('Past')
  })
})
