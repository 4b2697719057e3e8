import { describe, expect, it } from 'vitest'
import { createEngine } from '../engine/search-engine'
import { PRODUCTS_INDEX } from '@/lib/catalog/sort-indexes'
import { artwork } from '../testing/artwork-fixtures'
import { ARTWORK_TEST_INDEXES } from '../testing/artwork-index'
import { searchFacetValues } from './facet-search'
import { multiQuery, paramsFromBody } from './multi-query'

const engine = createEngine(ARTWORK_TEST_INDEXES)
engine
  .index(PRODUCTS_INDEX)
  ?.replaceAll([
    artwork({ vendor: 'William Blake', product_type: 'Print' }),
    artwork({ vendor: 'William Blake', product_type: 'Painting' }),
    artwork({ vendor: 'Joseph Mallord William Turner', product_type: 'Painting' }),
    artwork({ vendor: 'Wilhelmina Weber', product_type: 'Painting' }),
    artwork({ vendor: 'Sol LeWitt', product_type: 'Drawing' }),
  ])

describe('searchForFacetValues', () => {
  it('prefix-matches facet values word by word, most frequent first, highlighted', () => {
    const outcome = searchFacetValues(engine, PRODUCTS_INDEX, 'vendor', { facetQuery: 'wil' })
    expect(outcome.ok && outcome.body.facetHits).toEqual([
      { value: 'William Blake', count: 2, highlighted: '<em>Wil</em>liam Blake' },
      { value: 'Joseph Mallord William Turner', count: 1, highlighted: 'Joseph Mallord <em>Wil</em>liam Turner' },
      { value: 'Wilhelmina Weber', count: 1, highlighted: '<em>Wil</em>helmina Weber' },
    ])
  })

  it('counts under the other filters and clamps maxFacetHits', () => {
    const params = paramsFromBody({
      params: 'facetQuery=wil&maxFacetHits=0&facetFilters=%5B%22product_type%3APainting%22%5D',
    })
    if (!params.ok) throw new Error(params.error.message)
    const outcome = searchFacetValues(engine, PRODUCTS_INDEX, 'vendor', params.body)
    expect(outcome.ok && outcome.body.facetHits.map((hit) => [hit.value, hit.count])).toEqual([
      ['Joseph Mallord William Turner', 1],
    ])
  })

  it('is reachable through a multi-query request of type facet', () => {
    const outcome = multiQuery(engine, {
      requests: [{ indexName: PRODUCTS_INDEX, type: 'facet', facet: 'vendor', facetQuery: 'sol' }],
    })
    expect(outcome.ok && outcome.body.results).toMatchObject([{ facetHits: [{ value: 'Sol LeWitt', count: 1 }] }])
  })

  it('rejects a facet that is not faceted and an unknown index', () => {
    expect(searchFacetValues(engine, PRODUCTS_INDEX, 'title', {})).toMatchObject({ ok: false, error: { status: 400 } })
    expect(searchFacetValues(engine, 'missing', 'vendor', {})).toMatchObject({ ok: false, error: { status: 404 } })
    expect(paramsFromBody({ params: 5 })).toMatchObject({ ok: false, error: { status: 400 } })
  })
})
