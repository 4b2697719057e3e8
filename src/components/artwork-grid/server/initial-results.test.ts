import { describe, expect, it } from 'vitest'
import { PRODUCTS_INDEX } from '@/lib/catalog/sort-indexes'
import { holdSearchEngine } from '@/lib/search/server/engine'
import { artwork } from '@/lib/search/testing/artwork-fixtures'
import { ARTWORK_TEST_INDEXES } from '@/lib/search/testing/artwork-index'
import { gridInitialResults, gridUiState } from './initial-results'
import { nestedQuery } from '../routing/route-query'

holdSearchEngine(ARTWORK_TEST_INDEXES)
  .index(PRODUCTS_INDEX)
  ?.replaceAll([
    artwork({ objectID: 'p1', product_type: 'Painting', price: 200 }),
    artwork({ objectID: 'p2', product_type: 'Painting', price: 900 }),
    artwork({ objectID: 'd1', product_type: 'Drawing', price: 300 }),
  ])

describe('gridInitialResults', () => {
  it('answers the URL state in process, with the disjunctive facet counts the browser would get', async () => {
    const { initialResults: results } = await gridInitialResults(
      gridUiState(nestedQuery('refinementList[product_type][0]=Painting'), {}),
      {},
    )
    const main = results[PRODUCTS_INDEX]?.results ?? []
    expect(main[0]?.nbHits).toBe(2)
    expect(main[0]?.hitsPerPage).toBe(12)
    // The facet's own counts ignore its refinement, so Drawing still shows as an option.
    expect(main[1]?.facets?.product_type).toEqual({ Painting: 2, Drawing: 1 })
    expect(results[PRODUCTS_INDEX]?.state?.disjunctiveFacetsRefinements?.product_type).toEqual(['Painting'])
  })

  it('applies a fixed filter and a price preset', async () => {
    const scope = { fixedFilters: 'product_type:"Painting"', initialPrice: { max: 350 } }
    const { initialResults: results, view } = await gridInitialResults(gridUiState({}, scope), scope)
    expect(results[PRODUCTS_INDEX]?.results?.[0]?.nbHits).toBe(1)
    expect(view.nbHits).toBe(1)
    expect(view.price.current).toEqual({ max: 350 })
  })

  it('returns what the widgets rendered: cards, counts, facet values, sort and price', async () => {
    const { view } = await gridInitialResults(
      gridUiState(nestedQuery('refinementList[product_type][0]=Painting'), {}),
      {},
    )
    expect(view.answered).toBe(true)
    expect(view.nbHits).toBe(2)
    expect(view.cards.map((card) => card.id).sort()).toEqual(['p1', 'p2'])
    expect(view.isLastPage).toBe(true)
    expect(view.facets.medium?.items).toEqual([
      { value: 'Painting', count: 2, isRefined: true },
      { value: 'Drawing', count: 1, isRefined: false },
    ])
    expect(view.sort.current).toBe(PRODUCTS_INDEX)
    expect(view.price).toEqual({ current: {}, statsMin: 200, statsMax: 900 })
    expect(view.indexUiState).toEqual({ refinementList: { product_type: ['Painting'] } })
  })
})
