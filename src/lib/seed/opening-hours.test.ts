import { describe, expect, it } from 'vitest'
import { appointmentDaysInWords, hoursRows, openDaysInWords, type Week } from './opening-hours'

const week: Week = {
  Monday: null,
  Tuesday: '11 am – 7 pm',
  Wednesday: '11 am – 7 pm',
  Thursday: '11 am – 7 pm',
  Friday: '11 am – 7 pm',
  Saturday: '10 am – 6 pm',
  Sunday: '12 pm – 5 pm',
}

describe('opening hours', () => {
  it('groups days that share hours into rows, starting from the first opening', () => {
    expect(hoursRows(week)).toEqual([
      ['Tuesday – Friday', '11 am – 7 pm'],
      ['Saturday', '10 am – 6 pm'],
      ['Sunday', '12 pm – 5 pm'],
      ['Monday', 'By appointment'],
    ])
  })

  it('says the open days in words from the same week as the table', () => {
    expect(openDaysInWords(week)).toBe('Tuesday to Sunday')
    expect(appointmentDaysInWords(week)).toBe('Monday')
    expect(openDaysInWords({ ...week, Sunday: null })).toBe('Tuesday to Saturday')
    expect(openDaysInWords({ ...week, Thursday: null })).toBe('Tuesday, Wednesday, Friday, Saturday and Sunday')
  })
})
