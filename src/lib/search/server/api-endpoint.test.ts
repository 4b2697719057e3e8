import { describe, expect, it } from 'vitest'
import { searchEndpoint } from './api-endpoint'

describe('searchEndpoint', () => {
  it('names the three Algolia calls with their decoded index and facet', () => {
    expect(searchEndpoint('/api/search/1/indexes/*/queries')).toEqual({ call: 'queries', index: '*' })
    expect(searchEndpoint('/api/search/1/indexes/%2A/queries')).toEqual({ call: 'queries', index: '*' })
    expect(searchEndpoint('/api/search/1/indexes/artists/query')).toEqual({ call: 'query', index: 'artists' })
    expect(searchEndpoint('/api/search/1/indexes/products/facets/named_tags.algolia_size/query')).toEqual({
      call: 'facetValues',
      index: 'products',
      facet: 'named_tags.algolia_size',
    })
  })

  it('passes on every other path, and one whose escapes do not decode', () => {
    expect(searchEndpoint('/api/search/1/indexes/products')).toBeUndefined()
    expect(searchEndpoint('/api/search/1/indexes//query')).toBeUndefined()
    expect(searchEndpoint('/api/search/1/indexes/a/b/c/query')).toBeUndefined()
    expect(searchEndpoint('/api/other/1/indexes/a/query')).toBeUndefined()
    expect(searchEndpoint('/api/search/1/indexes/%E0%A4%A/query')).toBeUndefined()
  })
})
