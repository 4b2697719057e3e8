import type { Where } from 'payload'
import { describe, expect, it } from 'vitest'
import { exhibitionState } from './exhibition-state'
import { exhibitionStateWhere } from './exhibition-state-where'
import { EXHIBITION_STATES } from './taxonomy'

type Dates = { startDate: string; endDate: string | null }
type Condition = Record<string, string | boolean>

/** The few operators the where uses, evaluated as the database does on ISO dates. */
function matches(where: Where, doc: Dates): boolean {
  if (Array.isArray(where.and)) return where.and.every((part) => matches(part, doc))
  if (Array.isArray(where.or)) return where.or.some((part) => matches(part, doc))
  return Object.entries(where as Record<string, Condition>).every(([field, condition]) => {
    const value = doc[field as keyof Dates]
    return Object.entries(condition).every(([operator, operand]) => {
      if (operator === 'exists') return (value !== null) === operand
      if (value === null) return false
      const [a, b] = [Date.parse(value), Date.parse(String(operand))]
      const compare = { less_than: a < b, less_than_equal: a <= b, greater_than: a > b, greater_than_equal: a >= b }
      return compare[operator as keyof typeof compare]
    })
  })
}

const HOUR = 60 * 60 * 1000
const now = new Date('2026-11-22T12:00:00.000Z')
const at = (hours: number) => new Date(now.getTime() + hours * HOUR).toISOString()
// Starts and ends from four days before to four days after, at hours that cross midnight and noon.
const OFFSETS = [-96, -37, -36, -13, -12, -1, 0, 1, 11, 12, 13, 35, 36, 96]
const DATES: Dates[] = OFFSETS.flatMap((start) => [
  { startDate: at(start), endDate: null },
  ...OFFSETS.filter((end) => end >= start).map((end) => ({ startDate: at(start), endDate: at(end) })),
])

describe('exhibitionStateWhere', () => {
  it.each(EXHIBITION_STATES)('selects exactly the exhibitions whose dates make them %s', (state) => {
    const where = exhibitionStateWhere(state, now)
    for (const dates of DATES)
      expect(matches(where, dates), JSON.stringify(dates)).toBe(exhibitionState(dates, now) === state)
  })
})
