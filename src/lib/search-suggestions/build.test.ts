import { describe, expect, it } from 'vitest'
import { buildSuggestions, MAX_SUGGESTIONS, MIN_VISITOR_SEARCHES } from './build'

const everything = () => true

describe('buildSuggestions', () => {
  it('drops every suggestion that finds nothing', async () => {
    const records = await buildSuggestions({
      catalog: [
        { query: 'Ada Moss', popularity: 3 },
        { query: 'Ghost Artist', popularity: 9 },
      ],
      visitors: [{ query: 'nothing here', count: 40 }],
      hasResults: (query) => query === 'Ada Moss',
    })
    expect(records).toEqual([{ objectID: 'ada moss', query: 'Ada Moss', popularity: 3 }])
  })

  it('orders by popularity, a visitor query counting its searches on top of the catalog’s', async () => {
    const records = await buildSuggestions({
      catalog: [
        { query: 'Painting', popularity: 10 },
        { query: 'Ada Moss', popularity: 4 },
      ],
      visitors: [
        { query: 'ada moss', count: 8 },
        { query: 'blue harbour', count: 5 },
      ],
      hasResults: everything,
    })
    expect(records.map(({ query, popularity }) => [query, popularity])).toEqual([
      ['Ada Moss', 12],
      ['Painting', 10],
      ['blue harbour', 5],
    ])
  })

  it('suggests a visitor query only once it was searched more than once', async () => {
    const records = await buildSuggestions({
      catalog: [],
      visitors: [
        { query: 'once only', count: MIN_VISITOR_SEARCHES - 1 },
        { query: 'twice over', count: MIN_VISITOR_SEARCHES },
      ],
      hasResults: everything,
    })
    expect(records.map(({ query }) => query)).toEqual(['twice over'])
  })

  it('keeps queries the box and the stored queries can hold: 3 to 100 characters', async () => {
    const records = await buildSuggestions({
      catalog: [
        { query: 'ab', popularity: 5 },
        { query: 'x'.repeat(101), popularity: 5 },
        { query: 'oil', popularity: 1 },
      ],
      visitors: [],
      hasResults: everything,
    })
    expect(records.map(({ query }) => query)).toEqual(['oil'])
  })

  it(`keeps at most ${MAX_SUGGESTIONS}, the most popular`, async () => {
    const catalog = Array.from({ length: MAX_SUGGESTIONS + 10 }, (_, n) => ({ query: `term ${n}`, popularity: n }))
    const records = await buildSuggestions({ catalog, visitors: [], hasResults: everything })
    expect(records).toHaveLength(MAX_SUGGESTIONS)
    expect(records[0]?.popularity).toBe(MAX_SUGGESTIONS + 9)
  })
})
