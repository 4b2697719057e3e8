import { describe, expect, it } from 'vitest'
import { chartCsv } from './csv'
import { insightFigures, percent } from './figures'
import { lastWeeks, weekStart } from './weeks'

describe('chartCsv', () => {
  it('writes the headings then each row, CRLF-ended, quoting commas, quotes and line breaks', () => {
    const csv = chartCsv({
      table: {
        headings: ['Search', 'Searches'],
        rows: [
          ['blue, green', '3'],
          ['the "river"', '2'],
          ['two\nlines', '1'],
        ],
      },
    })
    expect(csv).toBe('Search,Searches\r\n"blue, green",3\r\n"the ""river""",2\r\n"two\nlines",1\r\n')
  })

  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcalc', "'\tcalc"],
    ['\rcalc', `"'\rcalc"`],
  ])('defuses a search a spreadsheet would run as a formula: %j', (query, cell) => {
    expect(chartCsv({ table: { headings: ['Search'], rows: [[query]] } })).toBe(`Search\r\n${cell}\r\n`)
  })
})

describe('weeks', () => {
  it('names a week by its Monday in UTC, Sunday night still in the week before', () => {
    expect(weekStart(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23')
    expect(weekStart(new Date('2026-11-29T23:59:59Z'))).toBe('2026-11-23')
    expect(weekStart(new Date('2026-11-30T00:00:00Z'))).toBe('2026-11-30')
  })

  it('lists the last weeks oldest first, across a year end', () => {
    expect(lastWeeks(new Date('2027-01-06T12:00:00Z'), 3)).toEqual(['2026-12-21', '2026-12-28', '2027-01-04'])
  })
})

describe('insightFigures', () => {
  const figures = insightFigures({
    weeks: ['2026-11-16', '2026-11-23'],
    savedWorks: [{ id: 7, title: '', saves: 4 }],
    followedArtists: [],
    fruitlessSearches: [],
    enquiries: [{ week: '2026-11-23', count: 4 }],
    orders: [],
    conversions: [{ week: '2026-11-23', enquiries: 4, converted: 1 }],
  })
  const chart = (id: string) => figures.charts.find((each) => each.id === id)

  it('shows every week, zero where nothing happened', () => {
    expect(chart('enquiries-and-orders')?.table.rows).toEqual([
      ['2026-11-16', '0', '0'],
      ['2026-11-23', '4', '0'],
    ])
  })

  it('gives each week its conversion and a total, a dash where there were no enquiries', () => {
    expect(chart('enquiry-conversion')?.table.rows).toEqual([
      ['2026-11-16', '0', '0', '–'],
      ['2026-11-23', '4', '1', '25.0%'],
      ['All weeks', '4', '1', '25.0%'],
    ])
    expect(percent(1, 3)).toBe('33.3%')
  })

  it('names a saved work without a title by its id', () => {
    expect(chart('most-saved-works')?.labels).toEqual(['Work 7'])
  })
})
