import { describe, expect, it } from 'vitest'
import { withoutAnyFilter } from './active-filter-chips'
import { sampleView } from './testing/sample-view'
import { optimisticView } from './optimistic-view'

describe('the controls before InstantSearch has loaded', () => {
  it('tick and untick a facet value, and the chips follow', () => {
    const ticked = optimisticView(sampleView(), { kind: 'refine', facet: 'medium', value: 'Painting' })
    expect(ticked.facets.medium?.items.map((item) => item.isRefined)).toEqual([true, true])
    expect(ticked.indexUiState.refinementList?.product_type).toEqual(['Print', 'Painting'])
    const unticked = optimisticView(ticked, { kind: 'refine', facet: 'medium', value: 'Print' })
    expect(unticked.indexUiState.refinementList?.product_type).toEqual(['Painting'])
    expect(unticked.nbHits).toBe(30) // the results wait for the search
  })

  it('show a chosen sort and a price set through the UI state', () => {
    const sorted = optimisticView(sampleView(), { kind: 'sortBy', value: 'shopify_production_products_date_desc' })
    expect(sorted.sort.current).toBe('shopify_production_products_date_desc')
    const priced = optimisticView(sorted, {
      kind: 'setIndexUiState',
      next: (state) => ({ ...state, range: { variants_min_price: ':800' } }),
    })
    expect(priced.price.current).toEqual({ max: 800 })
    expect(priced.sort.current).toBe('shopify_production_products_date_desc')
  })

  it('clear every filter with Clear all', () => {
    const cleared = optimisticView(sampleView(), { kind: 'setIndexUiState', next: withoutAnyFilter })
    expect(cleared.facets.medium?.items.some((item) => item.isRefined)).toBe(false)
    expect(cleared.indexUiState.refinementList).toEqual({})
  })

  it('leave the view alone for actions that only InstantSearch can answer', () => {
    const view = sampleView()
    expect(optimisticView(view, { kind: 'showMore' })).toBe(view)
    expect(optimisticView(view, { kind: 'searchFacet', facet: 'medium', query: 'pa' })).toBe(view)
  })
})
