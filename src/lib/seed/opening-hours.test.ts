import { describe, expect, it } from 'vitest'
import { GALLERY } from './gallery'
import { appointmentDaysInWords, hoursRows, openDaysInWords, type Week } from './opening-hours'

const week: Week = GALLERY.week

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
