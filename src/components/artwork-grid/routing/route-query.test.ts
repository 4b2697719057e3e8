import { describe, expect, it } from 'vitest'
import { canonicalQuery, nestedQuery, queryStringOf } from './route-query'
import { indexStateToRoute, routeToIndexState } from './route-state'

describe('nestedQuery', () => {
  it('reads the link parameters the menus and pages use', () => {
    const route = nestedQuery(
      'refinementList%5Bproduct_type%5D%5B0%5D=Painting&refinementList%5Bproduct_type%5D%5B1%5D=Print&range%5Bvariants_min_price%5D%5Bmax%5D=350&refinementList[named_tags.algolia_at_the_loft][0]=Ready%20for%20Pick-up',
    )
    expect(route).toEqual({
      refinementList: { product_type: ['Painting', 'Print'], 'named_tags.algolia_at_the_loft': ['Ready for Pick-up'] },
      range: { variants_min_price: { max: '350' } },
    })
  })

  it('accepts a value without an index', () => {
    expect(nestedQuery('refinementList[product_type]=Drawing')).toEqual({ refinementList: { product_type: 'Drawing' } })
  })
})

describe('routeToIndexState', () => {
  it('keeps only known facets, sort indexes and numeric ranges', () => {
    const state = routeToIndexState(
      nestedQuery(
        'refinementList[secret][0]=x&refinementList[vendor][0]=Ada&range[variants_min_price][min]=abc&range[variants_min_price][max]=800&range[price][max]=5&sortBy=users&page=2',
      ),
    )
    expect(state).toEqual({ refinementList: { vendor: ['Ada'] }, range: { variants_min_price: ':800' }, page: 2 })
  })

  it('drops ranges outside 0-50000 and applies a page preset only when the URL has no price', () => {
    expect(routeToIndexState(nestedQuery('range[variants_min_price][max]=90000'))).toEqual({})
    expect(routeToIndexState({}, { initialPrice: { max: 350 } })).toEqual({ range: { variants_min_price: ':350' } })
    expect(
      routeToIndexState(nestedQuery('range[variants_min_price][min]=100'), { initialPrice: { max: 350 } }),
    ).toEqual({
      range: { variants_min_price: '100:' },
    })
  })

  it('drops refinements of facets the page hides', () => {
    const route = nestedQuery('refinementList[product_type][0]=Print&refinementList[vendor][0]=Ada')
    expect(routeToIndexState(route, { hiddenFacets: ['medium'] })).toEqual({ refinementList: { vendor: ['Ada'] } })
  })

  it('round-trips through the route', () => {
    const state = {
      refinementList: { product_type: ['Print'] },
      range: { variants_min_price: '350:800' },
      sortBy: 'shopify_production_products_date_desc',
    }
    expect(routeToIndexState(indexStateToRoute(state))).toEqual(state)
  })
})

describe('query strings', () => {
  it('rebuilds and compares regardless of order', () => {
    const query = queryStringOf({ b: '2', a: ['1', '3'] })
    expect(canonicalQuery(query)).toBe(canonicalQuery('a=1&a=3&b=2'))
  })
})

describe('a page default sort', () => {
  const scope = { defaultSort: 'shopify_production_products_date_desc' }
  it('applies when the URL names none, and an explicit Featured survives the round trip', () => {
    expect(routeToIndexState({}, scope)).toEqual({ sortBy: scope.defaultSort })
    expect(indexStateToRoute({}, scope)).toEqual({ sortBy: 'shopify_production_products' })
    expect(routeToIndexState({ sortBy: 'shopify_production_products' }, scope)).toEqual({})
  })
})
