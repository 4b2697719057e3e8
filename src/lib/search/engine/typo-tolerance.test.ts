import { describe, expect, it } from 'vitest'
import { REPLICA_SORTS } from '@/lib/catalog/sort-indexes'
import { artworkIndexSettings } from '@/lib/catalog/artwork-index-settings'
import type { TypoTolerance } from '../types'
import { artwork, type ArtworkFixture } from '../testing/artwork-fixtures'
import { SearchIndex } from './search-index'

function indexOf(records: ArtworkFixture[]): SearchIndex<ArtworkFixture> {
  const index = new SearchIndex<ArtworkFixture>(artworkIndexSettings())
  index.replaceAll(records)
  return index
}

function titles(index: SearchIndex<ArtworkFixture>, query: string, typoTolerance?: TypoTolerance) {
  return index
    .search({ query, offset: 0, length: 50, ...(typoTolerance === undefined ? {} : { typoTolerance }) })
    .hits.map((hit) => `${hit.title} (${hit.product_type})`)
}

describe("a word the index holds (the gallery's typoTolerance 'min')", () => {
  const index = indexOf([
    artwork({ title: 'Harbour', product_type: 'Print', published_at: 3 }),
    artwork({ title: 'Paint Box', product_type: 'Print', published_at: 2 }),
    artwork({ title: 'Harbour', product_type: 'Painting', published_at: 1 }),
  ])

  it("finds that word and the words it begins, not a different word one typo away: 'paint' finds no 'print'", () => {
    expect(titles(index, 'paint')).toEqual(['Harbour (Painting)', 'Paint Box (Print)'])
    expect(index.search({ query: 'paint', offset: 0, length: 0, facets: ['product_type'] })).toMatchObject({
      nbHits: 2,
      facets: { product_type: { Painting: 1, Print: 1 } },
    })
  })

  it('keeps typo matches, after the exact ones, when the query asks for typoTolerance true', () => {
    expect(titles(index, 'paint', true)).toEqual(['Harbour (Painting)', 'Paint Box (Print)', 'Harbour (Print)'])
  })

  it('highlights no typo match in the hits it keeps', () => {
    const { words } = index.search({ query: 'paint', offset: 0, length: 1 })
    expect(words.map((word) => word.maxTypos)).toEqual([0])
  })
})

describe('typoTolerance min, strict, true and false', () => {
  // 'Landscope' is one typo from 'landscape', 'Lendscope' two; the cheapest has the most typos.
  const index = indexOf([
    artwork({ title: 'Landscape', price: 900 }),
    artwork({ title: 'Landscope', price: 100 }),
    artwork({ title: 'Lendscope', price: 50 }),
  ])
  const byPrice = (query: string, typoTolerance: TypoTolerance) =>
    index
      .search({ query, offset: 0, length: 50, sort: REPLICA_SORTS.min_price_asc, typoTolerance })
      .hits.map((hit) => hit.title)

  it('keeps the fewest typos, the two fewest counts, every match, or exact matches only', () => {
    expect(titles(index, 'landscape', 'min')).toEqual(['Landscape (Painting)'])
    expect(titles(index, 'landscape', 'strict')).toEqual(['Landscape (Painting)', 'Landscope (Painting)'])
    expect(titles(index, 'landscape', true)).toHaveLength(3)
    expect(titles(index, 'landscape', false)).toEqual(['Landscape (Painting)'])
  })

  it('finds the nearest words when no word matches exactly', () => {
    expect(titles(index, 'landskape', 'min')).toEqual(['Landscape (Painting)'])
    expect(titles(index, 'landskape', false)).toEqual([])
  })

  it("ranks a replica's sort first, except that 'strict' ranks typos before it", () => {
    expect(byPrice('landscape', true)).toEqual(['Lendscope', 'Landscope', 'Landscape'])
    expect(byPrice('landscape', 'min')).toEqual(['Landscape'])
    expect(byPrice('landscape', 'strict')).toEqual(['Landscape', 'Landscope'])
  })
})
