import { describe, expect, it } from 'vitest'
import { PRODUCTS_INDEX } from '@/lib/catalog/sort-indexes'
import { SAVED_IDS_PER_REQUEST, savedProductsQueries } from '@/components/customer/saved-products-query'
import { createEngine } from '../engine/search-engine'
import { artwork } from '../testing/artwork-fixtures'
import { ARTWORK_TEST_INDEXES } from '../testing/artwork-index'
import { CALL_LIMITS, withinAnswerLimit, withinHitLimits } from './call-limits'
import { answerMultiQuery, multiQuery, prepareMultiQuery } from './multi-query'

const engine = createEngine(ARTWORK_TEST_INDEXES)
engine.index(PRODUCTS_INDEX)?.replaceAll([artwork({ objectID: '7', title: 'Lake' })])

const request = (params: Record<string, unknown>) => ({ indexName: PRODUCTS_INDEX, ...params })
const call = (count: number, params: Record<string, unknown> = {}) =>
  multiQuery(engine, { requests: Array.from({ length: count }, () => request(params)) })

describe('the call limits of the HTTP search API', () => {
  it('answers the largest call they allow: 10 requests of 100 hits', () => {
    const outcome = call(CALL_LIMITS.requests, { hitsPerPage: CALL_LIMITS.hitsPerRequest })
    expect(outcome.ok && outcome.body.results).toHaveLength(10)
  })

  it.each([
    ['11 requests', call(11), 'requests: at most 10 requests in one call'],
    [
      '101 requests, as the issue’s call',
      call(100, { hitsPerPage: 1000 }),
      'requests: at most 10 requests in one call',
    ],
    ['hitsPerPage 101', call(1, { hitsPerPage: 101 }), 'hitsPerPage (or length) is 101: at most 100 hits a request'],
    ['hitsPerPage 1,000 in a params string', call(1, { params: 'hitsPerPage=1000' }), 'is 1000: at most 100'],
    ['length 101 with an offset', call(1, { offset: 0, length: 101 }), 'is 101: at most 100 hits a request'],
  ])('refuses %s with a 400 in Algolia’s error shape', (_, outcome, message) => {
    expect(outcome).toMatchObject({ ok: false, error: { status: 400, message: expect.stringContaining(message) } })
  })

  it('does not count facet-value searches as hits, and pages past offset 1,000 answer no hits, as Algolia', () => {
    const facets = Array.from({ length: 10 }, () => request({ type: 'facet', facet: 'vendor', maxFacetHits: 100 }))
    expect(multiQuery(engine, { requests: facets }).ok).toBe(true)
    const deep = call(1, { hitsPerPage: 100, page: 1_000_000 })
    expect(deep.ok && deep.body.results[0]).toMatchObject({ hits: [], nbHits: 1 })
  })

  it('refuses requests asking for more than 1,000 hits together', () => {
    const requests = Array.from({ length: 11 }, () => ({ hitsPerPage: 100 }))
    expect(withinHitLimits(requests)).toMatchObject({
      ok: false,
      error: { status: 400, message: 'The requests ask for 1100 hits: at most 1000 in one call' },
    })
    expect(withinHitLimits(requests.slice(1)).ok).toBe(true)
  })

  it('refuses an answer over 1 MB, counted in UTF-8 bytes', () => {
    const large = createEngine(ARTWORK_TEST_INDEXES)
    const records = Array.from({ length: 100 }, (_, i) => artwork({ objectID: `w${i}`, title: `é${'x'.repeat(6000)}` }))
    large.index(PRODUCTS_INDEX)?.replaceAll(records)
    const requests = (count: number) => ({
      requests: Array.from({ length: count }, () => request({ hitsPerPage: 100, attributesToHighlight: [] })),
    })
    const fits = prepareMultiQuery(requests(1))
    expect(fits.ok && answerMultiQuery(large, fits.body)).toMatchObject({ ok: true })
    const passes = prepareMultiQuery(requests(10))
    expect(passes.ok && answerMultiQuery(large, passes.body)).toMatchObject({
      ok: false,
      error: { status: 400, message: expect.stringContaining('The answer would pass 1048576 bytes') },
    })
    expect(withinAnswerLimit(CALL_LIMITS.answerBytes).ok).toBe(true)
  })

  it('never refuses the storefront: the most a customer may save fits one call', () => {
    const mostSaves = Array.from({ length: 1000 }, (_, i) => i + 1)
    const requests = savedProductsQueries(mostSaves)
    expect(SAVED_IDS_PER_REQUEST).toBeLessThanOrEqual(CALL_LIMITS.hitsPerRequest)
    expect(requests).toHaveLength(10)
    const outcome = multiQuery(engine, { requests })
    expect(outcome.ok && outcome.body.results.flatMap((result) => ('hits' in result ? result.hits : []))).toEqual([
      expect.objectContaining({ objectID: '7', title: 'Lake' }),
    ])
  })
})
