import { describe, expect, it } from 'vitest'
import { createEngine } from '../engine/search-engine'
import { PRODUCTS_INDEX } from '@/lib/catalog/sort-indexes'
import { artwork } from '../testing/artwork-fixtures'
import { ARTWORK_TEST_INDEXES } from '../testing/artwork-index'
import { multiQuery } from './multi-query'
import type { SearchResponse } from './search'

const engine = createEngine(ARTWORK_TEST_INDEXES)
engine.index(PRODUCTS_INDEX)?.replaceAll([
  artwork({
    objectID: 'p1',
    title: 'Blue <Lake> & Sky',
    vendor: 'Ann Lee',
    product_type: 'Painting',
    price: 300,
    published_at: 5,
  }),
  artwork({
    objectID: 'p2',
    title: 'Red Lake',
    vendor: 'Bo Li',
    product_type: 'Painting',
    price: 700,
    published_at: 4,
  }),
  artwork({
    objectID: 'p3',
    title: 'Lake Study',
    vendor: 'Ann Lee',
    product_type: 'Drawing',
    price: 120,
    published_at: 3,
  }),
  artwork({
    objectID: 'p4',
    title: 'Harbour',
    vendor: 'Cy Twombly',
    product_type: 'Print',
    price: 2000,
    published_at: 2,
  }),
  artwork({
    objectID: 'p5',
    title: 'Night',
    vendor: 'Bo Li',
    product_type: 'Photography',
    price: 900,
    published_at: 1,
    named_tags: {
      algolia_availability: 'Sold Out',
      algolia_orientation: 'Square',
      algolia_size: 'Large',
      algolia_at_the_loft: 'Ready for Pick-up',
    },
  }),
])

function search(request: Record<string, unknown>): SearchResponse {
  const outcome = multiQuery(engine, { requests: [{ indexName: PRODUCTS_INDEX, ...request }] })
  if (!outcome.ok) throw new Error(outcome.error.message)
  const [result] = outcome.body.results
  if (!result || !('hits' in result)) throw new Error('expected a search result')
  return result
}

const ids = (result: SearchResponse) => result.hits.map((hit) => hit.objectID)

describe('multiQuery params', () => {
  it('reads InstantSearch params strings and algoliasearch v5 fields alike', () => {
    const fromString = search({
      params:
        'query=lake&hitsPerPage=2&page=0&facets=%5B%22product_type%22%5D&facetFilters=%5B%5B%22vendor%3AAnn%20Lee%22%5D%5D',
    })
    const fromFields = search({
      query: 'lake',
      hitsPerPage: 2,
      page: 0,
      facets: ['product_type'],
      facetFilters: [['vendor:Ann Lee']],
    })
    expect(ids(fromString)).toEqual(['p1', 'p3'])
    expect({ ...fromString, processingTimeMS: 0, params: '' }).toEqual({
      ...fromFields,
      processingTimeMS: 0,
      params: '',
    })
    expect(fromString.facets).toEqual({ product_type: { Drawing: 1, Painting: 1 } })
  })

  it('refuses a control character or lone surrogate that a params string decodes to, as the body’s own text', () => {
    for (const params of ['query=lake%00', 'facetFilters=%5B%22vendor%3AAnn%1B%22%5D', 'query=%ED%A0%80%00'])
      expect(multiQuery(engine, { requests: [{ indexName: PRODUCTS_INDEX, params }] }), params).toMatchObject({
        ok: false,
        error: { status: 400, message: expect.stringContaining('contains a character that is not allowed') },
      })
    expect(search({ params: 'query=lake%09' }).nbHits).toBe(3)
  })

  it('ignores unknown keys', () => {
    expect(
      search({ query: 'harbour', userToken: 'u1', ruleContexts: ['x'], params: 'enablePersonalization=true' }).nbHits,
    ).toBe(1)
  })

  it('pages with nbPages, hitsPerPage and page', () => {
    const page = search({ query: '', hitsPerPage: 2, page: 1 })
    expect(page).toMatchObject({ nbHits: 5, nbPages: 3, page: 1, hitsPerPage: 2 })
    expect(ids(page)).toEqual(['p3', 'p4'])
    expect(search({ hitsPerPage: 0, facets: ['vendor'] })).toMatchObject({
      hits: [],
      nbPages: 0,
      facets: { vendor: { 'Ann Lee': 2, 'Bo Li': 2, 'Cy Twombly': 1 } },
    })
  })

  it('orders a replica by its sort', () => {
    const outcome = multiQuery(engine, { requests: [{ indexName: `${PRODUCTS_INDEX}_min_price_asc`, query: 'lake' }] })
    expect(outcome.ok && outcome.body.results[0]).toMatchObject({
      hits: [{ objectID: 'p3' }, { objectID: 'p1' }, { objectID: 'p2' }],
    })
  })
})

describe('multiQuery filters and facets', () => {
  it('combines facetFilters (AND of ORs, negation), numericFilters and filters', () => {
    expect(ids(search({ facetFilters: [['product_type:Painting', 'product_type:Drawing'], 'vendor:-Bo Li'] }))).toEqual(
      ['p1', 'p3'],
    )
    expect(ids(search({ numericFilters: ['price>=300', ['price<=700', 'price=2000']] }))).toEqual(['p1', 'p2', 'p4'])
    expect(ids(search({ numericFilters: ['price:100 TO 300'] }))).toEqual(['p1', 'p3'])
    expect(ids(search({ filters: 'vendor:"Bo Li" AND NOT product_type:Photography' }))).toEqual(['p2'])
    expect(ids(search({ filters: 'named_tags.algolia_at_the_loft:"Ready for Pick-up"' }))).toEqual(['p5'])
    expect(ids(search({ filters: 'price < 200 OR price > 1000' }))).toEqual(['p3', 'p4'])
    // `featured` is not faceted: a facet filter on it compares the number column (true = 1).
    expect(ids(search({ facetFilters: ['featured:false'], numericFilters: ['price>1000'] }))).toEqual(['p4'])
    expect(search({ filters: 'featured:true' }).nbHits).toBe(0)
  })

  it("expands facets ['*'], caps values with maxValuesPerFacet and reports numeric facets_stats", () => {
    const result = search({ facets: ['*'], maxValuesPerFacet: 2 })
    expect(Object.keys(result.facets ?? {})).toContain('named_tags.algolia_size')
    expect(result.facets?.product_type).toEqual({ Painting: 2, Drawing: 1 })
    expect(result.facets_stats?.variants_min_price).toEqual({ min: 120, max: 2000, avg: 804, sum: 4020 })
  })

  it('counts facets over the filtered result set', () => {
    expect(search({ query: 'lake', facets: ['vendor'] }).facets).toEqual({ vendor: { 'Ann Lee': 2, 'Bo Li': 1 } })
  })
})

describe('multiQuery highlighting', () => {
  it('escapes record text before wrapping matches in the tags', () => {
    const [hit] = search({ query: 'lake' }).hits
    expect(hit?._highlightResult).toMatchObject({
      title: {
        value: 'Blue &lt;<em>Lake</em>&gt; &amp; Sky',
        matchLevel: 'full',
        matchedWords: ['lake'],
        fullyHighlighted: false,
      },
      vendor: { value: 'Ann Lee', matchLevel: 'none', matchedWords: [] },
    })
  })

  it('highlights a prefix match partially and uses custom tags', () => {
    const [hit] = search({
      query: 'harb',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      attributesToRetrieve: ['title'],
    }).hits
    expect(hit).toEqual({
      objectID: 'p4',
      title: 'Harbour',
      _highlightResult: expect.objectContaining({
        title: { value: '<mark>Harb</mark>our', matchLevel: 'full', matchedWords: ['harb'], fullyHighlighted: false },
      }),
    })
  })

  it("highlights the searchable attributes for attributesToHighlight ['*'], as by default", () => {
    const [all] = search({ query: 'lake', attributesToHighlight: ['*'] }).hits
    const [byDefault] = search({ query: 'lake' }).hits
    expect(all?._highlightResult).toEqual(byDefault?._highlightResult)
    expect(Object.keys(all?._highlightResult ?? {})).not.toContain('price')
  })

  it('leaves escaping to InstantSearch when it asks for its placeholder tags', () => {
    const [hit] = search({
      query: 'blue',
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
    }).hits
    expect(hit?._highlightResult).toMatchObject({
      title: { value: '__ais-highlight__Blue__/ais-highlight__ <Lake> & Sky' },
    })
  })
})

describe('multiQuery errors', () => {
  it.each([
    [{ requests: [{ indexName: 'nope' }] }, 404, 'Index nope does not exist'],
    [{ requests: 'x' }, 400, undefined],
    [{ requests: [{ indexName: PRODUCTS_INDEX, hitsPerPage: 'ten' }] }, 400, undefined],
    [{ requests: [{ indexName: PRODUCTS_INDEX, params: 'hitsPerPage=ten' }] }, 400, undefined],
    [{ requests: [{ indexName: PRODUCTS_INDEX, query: 'x'.repeat(513) }] }, 400, undefined],
    [{ requests: [{ indexName: PRODUCTS_INDEX, hitsPerPage: 1001 }] }, 400, undefined],
    [{ requests: [{ indexName: PRODUCTS_INDEX, filters: 'price >' }] }, 400, undefined],
    [{ requests: [{ indexName: PRODUCTS_INDEX, facetFilters: [[['a:b']]] }] }, 400, undefined],
    [null, 400, undefined],
  ])('answers %j with %i', (body, status, message) => {
    const outcome = multiQuery(engine, body)
    expect(outcome.ok).toBe(false)
    if (outcome.ok) return
    expect(outcome.error.status).toBe(status)
    if (message) expect(outcome.error.message).toBe(message)
  })
})

describe('objectID filters', () => {
  it('filters on objectID with no faceting set up, as Algolia does', () => {
    expect(ids(search({ filters: 'objectID:"p2" OR objectID:"p4"' })).sort()).toEqual(['p2', 'p4'])
    expect(ids(search({ facetFilters: [['objectID:p3']] }))).toEqual(['p3'])
    expect(ids(search({ facetFilters: ['objectID:-p1'] })).sort()).toEqual(['p2', 'p3', 'p4', 'p5'])
  })
})
