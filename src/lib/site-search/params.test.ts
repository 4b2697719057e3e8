import { describe, expect, it } from 'vitest'
import { hasMorePages, MAX_PAGE, RESULTS_PER_PAGE, searchPageHref, searchPageParams } from './params'

describe('search page params', () => {
  it('reads the query, tab and page from the URL', () => {
    expect(searchPageParams({ query: ' blue ', tab: 'journal', page: '3' })).toEqual({
      query: 'blue',
      tab: 'journal',
      page: 3,
    })
  })

  it('falls back to the defaults for missing, repeated or malformed values', () => {
    expect(searchPageParams({})).toEqual({ query: '', tab: 'artwork', page: 1 })
    expect(searchPageParams({ query: ['a', 'b'], tab: 'admin', page: '-1' })).toEqual({
      query: 'a',
      tab: 'artwork',
      page: 1,
    })
    expect(searchPageParams({ page: '1.5' }).page).toBe(1)
  })

  it(`shows a content tab's last page for a page past ${MAX_PAGE}, and no Show More there`, () => {
    expect(searchPageParams({ page: '99999' }).page).toBe(MAX_PAGE)
    expect(searchPageParams({ page: '1e9' }).page).toBe(MAX_PAGE)
    const manyFound = RESULTS_PER_PAGE * MAX_PAGE * 10
    expect(hasMorePages(MAX_PAGE - 1, manyFound)).toBe(true)
    expect(hasMorePages(MAX_PAGE, manyFound)).toBe(false)
    expect(hasMorePages(2, RESULTS_PER_PAGE * 2)).toBe(false)
    expect(hasMorePages(2, RESULTS_PER_PAGE * 2 + 1)).toBe(true)
  })

  it('cuts a query at 512 characters', () => {
    expect(searchPageParams({ query: 'x'.repeat(600) }).query).toHaveLength(512)
  })

  it('writes one address per view, leaving the defaults out', () => {
    expect(searchPageHref({ query: 'blue sky' })).toBe('/search?query=blue+sky')
    expect(searchPageHref({ query: 'blue', tab: 'artwork', page: 1 })).toBe('/search?query=blue')
    expect(searchPageHref({ query: 'blue', tab: 'artist', page: 2 })).toBe('/search?query=blue&tab=artist&page=2')
    expect(searchPageHref({})).toBe('/search')
  })
})
