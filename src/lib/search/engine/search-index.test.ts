import { describe, expect, it } from 'vitest'
import { PRODUCTS_INDEX, REPLICA_SORTS } from '@/lib/catalog/sort-indexes'
import { artwork, type ArtworkFixture } from '../testing/artwork-fixtures'
import { artworkIndexSettings } from '@/lib/catalog/artwork-index-settings'
import { SearchIndex } from './search-index'

function indexOf(records: ArtworkFixture[]): SearchIndex<ArtworkFixture> {
  const index = new SearchIndex<ArtworkFixture>(artworkIndexSettings(PRODUCTS_INDEX))
  index.replaceAll(records)
  return index
}

function titles(
  index: SearchIndex<ArtworkFixture>,
  query: string,
  extra: Partial<Parameters<SearchIndex['search']>[0]> = {},
) {
  return index.search({ query, offset: 0, length: 50, ...extra }).hits.map((hit) => hit.title)
}

describe('SearchIndex text matching', () => {
  const index = indexOf([
    artwork({ title: 'Landscape with Cows', vendor: 'Aelbert Cuyp' }),
    artwork({ title: 'The River at Dawn', vendor: 'Thames Painters Guild' }),
    artwork({ title: 'Turner Sketchbook', vendor: 'Joseph Mallord William Turner' }),
    artwork({ title: 'Returning Home', vendor: 'Mary Cassatt' }),
    artwork({ title: 'Café de Flore', vendor: 'Édouard Vuillard' }),
    artwork({ title: 'Watercolour Study', vendor: 'Anon' }),
  ])

  it('matches the last word as a prefix', () => {
    expect(titles(index, 'turn')).toEqual(['Turner Sketchbook'])
  })

  it('tolerates one typo in words of 4+ letters and two in words of 8+', () => {
    expect(titles(index, 'landscpe')).toEqual(['Landscape with Cows'])
    expect(titles(index, 'lnadscpae')).toEqual(['Landscape with Cows'])
    expect(titles(index, 'rivr')).toEqual(['The River at Dawn'])
    expect(titles(index, 'cws')).toEqual([])
  })

  it('needs every word, each in any searchable attribute', () => {
    expect(titles(index, 'river thames')).toEqual(['The River at Dawn'])
    expect(titles(index, 'river turner')).toEqual([])
  })

  it('ignores accents in both directions', () => {
    expect(titles(index, 'cafe edouard')).toEqual(['Café de Flore'])
    expect(titles(index, 'Vuillárd')).toEqual(['Café de Flore'])
  })

  it('returns everything for an empty query', () => {
    expect(index.search({ query: '', offset: 0, length: 50 }).nbHits).toBe(6)
  })
})

describe('SearchIndex ranking', () => {
  it('puts fewer typos first, then the earlier attribute, then custom ranking (typoTolerance true)', () => {
    const index = indexOf([
      artwork({ title: 'Untitled', vendor: 'Rose Painter', published_at: 3 }),
      artwork({ title: 'Rose Garden', published_at: 1 }),
      artwork({ title: 'Roses', published_at: 2 }),
      artwork({ title: 'Rise', published_at: 4 }),
    ])
    // Algolia's order: typos, then attribute (the artist before the title), then exactness ('Roses' is a
    // prefix match in the title).
    expect(titles(index, 'rose', { typoTolerance: true })).toEqual(['Untitled', 'Rose Garden', 'Roses', 'Rise'])
  })

  it('puts a phrase before the same words apart (proximity), before the attribute', () => {
    const index = indexOf([
      artwork({ title: 'Whalers at Sea at Sunset', published_at: 3 }),
      artwork({ title: 'Sunset at Sea', published_at: 1 }),
      artwork({ title: 'At Sea', vendor: 'Sunset Painters', published_at: 2 }),
    ])
    // 'At Sea' by Sunset Painters: one pair apart like the whalers, but in an earlier attribute.
    expect(titles(index, 'sunset at sea')).toEqual(['Sunset at Sea', 'At Sea', 'Whalers at Sea at Sunset'])
    // The prefix 's' also matches 'Sunset' in the earlier attribute, where proximity is then judged.
    expect(titles(index, 'sunset at s')).toEqual(['Sunset at Sea', 'Whalers at Sea at Sunset', 'At Sea'])
    // In the query's order: 'sea sunset' is next to each other nowhere.
    expect(titles(index, 'sea sunset')).toEqual(['At Sea', 'Whalers at Sea at Sunset', 'Sunset at Sea'])
  })

  it('counts every occurrence of a repeated word for proximity, but not across list values', () => {
    const index = indexOf([
      artwork({ title: 'Houses by Parliament of Westminster', published_at: 2 }),
      artwork({ title: 'The Houses of Lords and the Houses of Parliament', published_at: 1 }),
    ])
    expect(titles(index, 'houses of parliament')[0]).toBe('The Houses of Lords and the Houses of Parliament')
    const tagged = indexOf([
      artwork({ title: 'Tagged', tags: ['Evening', 'Sky'], published_at: 2 }),
      artwork({ title: 'Described', body_html_safe: 'evening sky', published_at: 1 }),
    ])
    expect(titles(tagged, 'evening sky')).toEqual(['Described', 'Tagged'])
  })

  it('lists featured works first, then the newest, for an empty query', () => {
    const index = indexOf([
      artwork({ title: 'Old', published_at: 100 }),
      artwork({ title: 'New', published_at: 300 }),
      artwork({ title: 'Featured old', featured: true, published_at: 50 }),
    ])
    expect(titles(index, '')).toEqual(['Featured old', 'New', 'Old'])
  })

  it('applies a replica sort before relevance (typoTolerance true)', () => {
    const index = indexOf([
      artwork({ title: 'Blue Sea', price: 900 }),
      artwork({ title: 'Blue', price: 100 }),
      artwork({ title: 'Blu Skies', price: 400 }),
    ])
    expect(titles(index, 'blue', { sort: REPLICA_SORTS.min_price_asc, typoTolerance: true })).toEqual([
      'Blue',
      'Blu Skies',
      'Blue Sea',
    ])
    expect(titles(index, '', { sort: REPLICA_SORTS.max_price_desc })).toEqual(['Blue Sea', 'Blu Skies', 'Blue'])
  })

  it('pages through the ranked results', () => {
    const index = indexOf(Array.from({ length: 25 }, (_, i) => artwork({ title: `Work ${i}`, published_at: 1000 - i })))
    const page = index.search({ query: 'work', offset: 10, length: 10 })
    expect(page.nbHits).toBe(25)
    expect(page.hits.map((hit) => hit.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Work ${i + 10}`))
  })
})

describe('SearchIndex writes', () => {
  it('shows an upsert and hides a removal at once, in every sort', () => {
    const index = indexOf([artwork({ objectID: 'x', title: 'First Title', price: 300 })])
    titles(index, '')
    index.upsert(artwork({ objectID: 'x', title: 'Second Title', price: 300 }))
    index.upsert(artwork({ objectID: 'y', title: 'Cheap Print', price: 10 }))
    expect(titles(index, 'first')).toEqual([])
    expect(titles(index, 'second')).toEqual(['Second Title'])
    expect(titles(index, '', { sort: REPLICA_SORTS.min_price_asc })).toEqual(['Cheap Print', 'Second Title'])
    expect(index.remove('y')).toBe(true)
    expect(index.remove('y')).toBe(false)
    expect(titles(index, '', { sort: REPLICA_SORTS.min_price_asc })).toEqual(['Second Title'])
    expect(index.size).toBe(1)
  })

  it('stays correct after compaction of many replaced records', () => {
    const index = indexOf([])
    for (const word of ['apple', 'zebra', 'mango']) {
      for (let i = 0; i < 800; i++) index.upsert(artwork({ objectID: `o${i}`, title: `${word} piece`, price: i }))
    }
    expect(index.size).toBe(800)
    expect(index.search({ query: 'mango', offset: 0, length: 1 }).nbHits).toBe(800)
    expect(index.search({ query: 'zebra', offset: 0, length: 1 }).nbHits).toBe(0)
  })
})

describe('SearchIndex broad words', () => {
  it('sees writes after a broad word was searched', () => {
    const index = indexOf(
      Array.from({ length: 20 }, (_, i) => artwork({ objectID: `t${i}`, title: `Turner Study ${i}` })),
    )
    expect(index.search({ query: 'turn', offset: 0, length: 5 }).nbHits).toBe(20)
    index.upsert(artwork({ objectID: 'new', title: 'Turnip Field' }))
    expect(index.search({ query: 'turn', offset: 0, length: 5 }).nbHits).toBe(21)
    index.remove('t0')
    expect(titles(index, 'turn')).toHaveLength(20)
    expect(titles(index, 'turn')).not.toContain('Turner Study 0')
    expect(
      index.search({
        query: 'turn',
        filter: { kind: 'facet', attribute: 'product_type', value: 'Print' },
        offset: 0,
        length: 5,
      }).nbHits,
    ).toBe(0)
  })

  it('keeps the scores of a broad word the query still reads while it caches many others', () => {
    const others = 'bravo charlie delta echo foxtrot golf hotel india juliet kilo'
    const title = (i: number) => `${i < 10 ? 'Alpha' : 'Omega'}${i >= 8 && i < 14 ? ' Zulu' : ''} ${i}`
    const index = indexOf(Array.from({ length: 20 }, (_, i) => artwork({ title: title(i), vendor: others })))
    expect(index.search({ query: 'alpha omega', offset: 0, length: 0 }).nbHits).toBe(0)
    // Caching the ten other words evicts 'alpha', whose scores must still filter the 'zulu' works.
    expect(titles(index, `alpha ${others} zulu`).sort()).toEqual(['Alpha Zulu 8', 'Alpha Zulu 9'])
  })
})

describe('SearchIndex facets_stats', () => {
  const stats = (index: SearchIndex) =>
    index.search({ query: '', facets: ['variants_min_price'], offset: 0, length: 0 }).facetsStats.variants_min_price

  it('adds prices in slot order even when they are not integers', () => {
    const index = indexOf([artwork({ price: 0.1 }), artwork({ price: 0.2 }), artwork({ price: 0.3 })])
    expect(stats(index)).toEqual({ min: 0.1, max: 0.3, avg: (0.1 + 0.2 + 0.3) / 3, sum: 0.1 + 0.2 + 0.3 })
  })

  it('stays exact when a record stops spelling its price as an integer facet value', () => {
    // Any record, not only a well-typed artwork: the price below is text.
    const index = new SearchIndex(artworkIndexSettings(PRODUCTS_INDEX))
    index.replaceAll([artwork({ price: 100 }), artwork({ price: 300 })])
    expect(stats(index)).toEqual({ min: 100, max: 300, avg: 200, sum: 400 })
    index.upsert({ ...artwork({ objectID: 'text' }), variants_min_price: '700' })
    index.upsert(artwork({ objectID: 'half', price: 0.5 }))
    expect(stats(index)).toEqual({ min: 0.5, max: 300, avg: 400.5 / 3, sum: 400.5 })
  })
})

describe('SearchIndex facets and filters', () => {
  const index = indexOf([
    artwork({ title: 'A', product_type: 'Painting', price: 100 }),
    artwork({ title: 'B', product_type: 'Painting', price: 300 }),
    artwork({ title: 'C', product_type: 'Print', price: 50 }),
    artwork({ title: 'D', product_type: 'Drawing', price: 900 }),
  ])

  it('counts facets over the result set, most frequent first, capped', () => {
    const result = index.search({ query: '', facets: ['product_type'], maxValuesPerFacet: 2, offset: 0, length: 0 })
    expect(result.facets).toEqual({ product_type: { Painting: 2, Drawing: 1 } })
    const filtered = index.search({
      query: '',
      facets: ['product_type', 'variants_min_price'],
      filter: { kind: 'range', attribute: 'price', min: 60, max: 1000 },
      offset: 0,
      length: 0,
    })
    expect(filtered.facets.product_type).toEqual({ Painting: 2, Drawing: 1 })
    expect(filtered.facetsStats.variants_min_price).toEqual({ min: 100, max: 900, avg: 433.3333333333333, sum: 1300 })
  })

  it('searches facet values by word prefix under the other filters', () => {
    const byFilter = index.searchFacetValues(
      'product_type',
      'p',
      { query: '', filter: { kind: 'numeric', attribute: 'price', operator: '<', value: 200 } },
      10,
    )
    expect(byFilter).toEqual([
      { value: 'Painting', count: 1 },
      { value: 'Print', count: 1 },
    ])
    expect(index.searchFacetValues('title', 'a', { query: '' }, 10)).toBeUndefined()
  })
})
