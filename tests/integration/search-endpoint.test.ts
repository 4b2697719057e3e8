import { algoliasearch } from 'algoliasearch'
import { liteClient } from 'algoliasearch/lite'
import instantsearch from 'instantsearch.js'
import { connectHits, connectRefinementList } from 'instantsearch.js/es/connectors'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as routePost } from '@/app/api/search/[...path]/route'
import { PRODUCTS_INDEX as PRODUCTS } from '@/lib/catalog/sort-indexes'
import { rebuildSearchIndexes } from '@/lib/gallery-search/server/rebuild'
import { createTestArtwork, createTestArtist } from './catalog-fixtures'
import { startCms, temporarySqliteUrl } from './cms-instance'
import { startSearchServer } from './search-server'

let payload: Payload
let server: Awaited<ReturnType<typeof startSearchServer>>
let client: ReturnType<typeof liteClient>

beforeAll(async () => {
  payload = await startCms(temporarySqliteUrl())
  const artist = await createTestArtist(payload, 'Mira', 'Okafor')
  await createTestArtwork(payload, { title: 'River Light', artist, medium: 'painting', prices: [800, 1200] })
  await createTestArtwork(payload, { title: 'Harbour Fog', artist, medium: 'photography', prices: [450] })
  await createTestArtwork(payload, { title: 'Secret Study', artist, medium: 'drawing', prices: [300], status: 'draft' })
  await rebuildSearchIndexes(payload)
  server = await startSearchServer()
  client = liteClient('local-app', 'public-key', { hosts: [{ url: server.host, accept: 'read', protocol: 'http' }] })
})

afterAll(async () => {
  await server?.close()
})

async function titles(query: string): Promise<string[]> {
  const { results } = await client.search<{ title: string }>({ requests: [{ indexName: PRODUCTS, query }] })
  const [first] = results
  return first && 'hits' in first ? first.hits.map((hit: { title: string }) => hit.title).sort() : []
}

describe('the official algoliasearch lite client against our endpoint', () => {
  it('searches with prefix, facets and highlighting; drafts are never indexed', async () => {
    const { results } = await client.search({
      requests: [{ indexName: PRODUCTS, query: 'riv', facets: ['product_type', 'vendor'], hitsPerPage: 12 }],
    })
    const [result] = results
    if (!result || !('hits' in result)) throw new Error('expected a search result')
    expect(result.nbHits).toBe(1)
    expect(result.hits[0]?.objectID).toBeDefined()
    expect(result.facets?.product_type).toEqual({ Painting: 1 })
    expect(JSON.stringify(result.hits[0]?._highlightResult)).toContain('<em>Riv</em>')
    expect(await titles('')).toEqual(['Harbour Fog', 'River Light'])
  })

  it('answers facet-value search, batched and on its own endpoint', async () => {
    const batched = await client.searchForFacets({
      requests: [{ indexName: PRODUCTS, type: 'facet', facet: 'vendor', facetQuery: 'mir' }],
    })
    expect(batched.results[0]?.facetHits).toEqual([expect.objectContaining({ value: 'Mira Okafor', count: 2 })])
    const full = algoliasearch('local-app', 'public-key', {
      hosts: [{ url: server.host, accept: 'readWrite', protocol: 'http' }],
    })
    const single = await full.searchForFacetValues({
      indexName: PRODUCTS,
      facetName: 'vendor',
      searchForFacetValuesRequest: { facetQuery: 'oka' },
    })
    expect(single.facetHits.map((hit) => hit.value)).toEqual(['Mira Okafor'])
  })

  it('reports an unknown index as a 404 error', async () => {
    await expect(client.search({ requests: [{ indexName: 'no_such_index', query: '' }] })).rejects.toMatchObject({
      status: 404,
    })
  })
})

describe('no call costs more than a page (issue 26)', () => {
  it('refuses the 100 × 1,000-hit multi-query, and more than 100 hits a request, with a 400 the client reports', async () => {
    const requests = Array.from({ length: 100 }, () => ({ indexName: PRODUCTS, hitsPerPage: 1000 }))
    await expect(client.search({ requests })).rejects.toMatchObject({
      status: 400,
      message: 'requests: at most 10 requests in one call',
    })
    await expect(client.search({ requests: [{ indexName: PRODUCTS, hitsPerPage: 101 }] })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('at most 100 hits a request'),
    })
    const full = algoliasearch('local-app', 'public-key', {
      hosts: [{ url: server.host, accept: 'readWrite', protocol: 'http' }],
    })
    await expect(
      full.searchSingleIndex({ indexName: PRODUCTS, searchParams: { hitsPerPage: 1000 } }),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('answers the largest call allowed: 10 requests of 100 hits', async () => {
    const requests = Array.from({ length: 10 }, (_, page) => ({ indexName: PRODUCTS, hitsPerPage: 100, page }))
    const { results } = await client.search({ requests })
    expect(results).toHaveLength(10)
  })
})

describe('InstantSearch against our endpoint', () => {
  it('renders hits and disjunctive refinement counts', async () => {
    const search = instantsearch({ indexName: PRODUCTS, searchClient: client })
    const seen = { hits: [] as string[], mediums: [] as string[] }
    const rendered = new Promise<void>((resolve) => {
      search.addWidgets([
        connectHits<object>(({ items }) => {
          seen.hits = items.map((item) => String((item as { title?: unknown }).title))
        })({}),
        connectRefinementList(({ items }) => {
          seen.mediums = items.map((item) => `${item.label}:${item.count}`)
          if (items.length) resolve()
        })({ attribute: 'product_type' }),
      ])
    })
    search.start()
    await rendered
    search.dispose()
    expect(seen.hits.sort()).toEqual(['Harbour Fog', 'River Light'])
    expect(seen.mediums.sort()).toEqual(['Painting:1', 'Photography:1'])
  })
})

describe('editorial changes reach search without a restart', () => {
  it('shows an edit, hides an unpublished work, and forgets a deleted one', async () => {
    const created = await createTestArtwork(payload, { title: 'Quiet Orchard', medium: 'print', prices: [200] })
    expect(await titles('orchard')).toEqual(['Quiet Orchard'])

    await payload.update({ collection: 'artworks', id: created.id, data: { title: 'Quiet Orchard at Dusk' } })
    expect(await titles('orchard')).toEqual(['Quiet Orchard at Dusk'])

    await payload.update({
      collection: 'artworks',
      id: created.id,
      draft: true,
      data: { title: 'Orchard (unpublished edit)' },
    })
    expect(await titles('orchard')).toEqual(['Quiet Orchard at Dusk'])

    await payload.update({ collection: 'artworks', id: created.id, data: { _status: 'draft' } })
    expect(await titles('orchard')).toEqual([])

    await payload.update({ collection: 'artworks', id: created.id, data: { _status: 'published' } })
    expect((await titles('orchard')).length).toBe(1)

    await payload.delete({ collection: 'artworks', id: created.id })
    expect(await titles('orchard')).toEqual([])
  })

  it("re-indexes an artist's works when the artist is renamed", async () => {
    const artist = await createTestArtist(payload, 'Jonah', 'Vell')
    await createTestArtwork(payload, { title: 'Salt Marsh', artist, medium: 'painting', prices: [900] })
    await payload.update({ collection: 'artists', id: artist, data: { studioName: 'Vell Studio' } })
    const { results } = await client.search<{ vendor: string }>({
      requests: [{ indexName: PRODUCTS, query: 'salt marsh' }],
    })
    const [result] = results
    expect(result && 'hits' in result ? result.hits.map((hit: { vendor: string }) => hit.vendor) : []).toEqual([
      'Vell Studio',
    ])
  })
})

describe('bad input gets a clear 4xx JSON error', () => {
  async function post(path: string, body: string) {
    const response = await fetch(`http://${server.host}${path}`, { method: 'POST', body })
    return { status: response.status, json: (await response.json()) as { message?: string } }
  }

  it('rejects malformed JSON, wrong types and over-long queries with 400', async () => {
    expect((await post('/1/indexes/*/queries', '{not json')).status).toBe(400)
    expect((await post('/1/indexes/*/queries', '{"requests":"nope"}')).status).toBe(400)
    const longQuery = JSON.stringify({ requests: [{ indexName: PRODUCTS, query: 'x'.repeat(513) }] })
    const tooLong = await post('/1/indexes/*/queries', longQuery)
    expect(tooLong.status).toBe(400)
    expect(tooLong.json.message).toBeTruthy()
  })

  it('refuses pathologically nested JSON with 400 on the single-index and multi-query routes alike', async () => {
    const nestedArrays = '['.repeat(5000) + ']'.repeat(5000)
    const nestedParams = `{"params":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`
    for (const path of [
      `/1/indexes/${PRODUCTS}/query`,
      '/1/indexes/*/queries',
      `/1/indexes/${PRODUCTS}/facets/vendor/query`,
    ])
      for (const body of [nestedArrays, nestedParams]) {
        const { status, json } = await post(path, body)
        expect({ path, status, message: json.message }).toEqual({
          path,
          status: 400,
          message: 'Request body nests deeper than 64 levels',
        })
      }
  })

  it('answers 404 for an unknown index or facet route', async () => {
    expect((await post('/1/indexes/nope/query', '{}')).status).toBe(404)
    expect((await post('/1/indexes/nope/facets/vendor/query', '{"facetQuery":"a"}')).status).toBe(404)
    expect((await post('/1/indexes/products/queries', '{"requests":[]}')).status).toBe(404)
  })

  it('answers hostile or odd input with a 4xx JSON error or a bounded result, never a 5xx', async () => {
    const multi = (request: unknown) => JSON.stringify({ requests: [request] })
    const cases: Array<[string, string]> = [
      ['/1/indexes/*/queries', multi({ indexName: PRODUCTS, params: 'facetFilters=%5B%5B' })],
      ['/1/indexes/*/queries', multi({ indexName: PRODUCTS, params: '%' })],
      ['/1/indexes/*/queries', multi({ indexName: PRODUCTS, hitsPerPage: 1e9, page: 1e12 })],
      ['/1/indexes/*/queries', multi({ indexName: PRODUCTS, numericFilters: ['price>>3', 'x<', '<=5'] })],
      ['/1/indexes/*/queries', multi({ indexName: PRODUCTS, filters: 'a:b AND NOT OR (c:d' })],
      ['/1/indexes/*/queries', multi({ indexName: PRODUCTS, facetFilters: [[[['x']]]] })],
      ['/1/indexes/*/queries', multi({ indexName: PRODUCTS, type: 'facet', facet: '__proto__', facetQuery: 'a' })],
      ['/1/indexes/*/queries', multi({ indexName: '__proto__' })],
      [
        '/1/indexes/*/queries',
        multi({ indexName: PRODUCTS, attributesToRetrieve: ['__proto__'], attributesToHighlight: ['__proto__.x'] }),
      ],
      ['/1/indexes/*/queries', multi({ indexName: PRODUCTS, highlightPreTag: 'x'.repeat(100_000) })],
      ['/1/indexes/*/queries', multi({ indexName: PRODUCTS, query: '\u0000\uffff\ud800' })],
      [
        '/1/indexes/*/queries',
        JSON.stringify({ requests: Array.from({ length: 5000 }, () => ({ indexName: PRODUCTS })) }),
      ],
      ['/1/indexes/*/queries', 'null'],
      ['/1/indexes/*/queries', JSON.stringify({ requests: [null] })],
      [`/1/indexes/${PRODUCTS}/query`, JSON.stringify({ params: 'query=a&hitsPerPage=abc&page=-3&facets=%7B' })],
      [`/1/indexes/${PRODUCTS}/facets/vendor/query`, JSON.stringify({ facetQuery: { a: 1 } })],
      [`/1/indexes/${PRODUCTS}/facets/constructor/query`, JSON.stringify({ facetQuery: 'a' })],
    ]
    for (const [path, body] of cases) {
      const { status, json } = await post(path, body)
      expect(status, `${path} ${body.slice(0, 80)}`).toBeLessThan(500)
      if (status >= 400) expect(json.message, `${path} ${body.slice(0, 80)}`).toBeTruthy()
    }
  })

  it('refuses an oversized body with 413 and a badly escaped path as not a search call', async () => {
    const huge = await post('/1/indexes/*/queries', JSON.stringify({ requests: [], padding: 'x'.repeat(300 * 1024) }))
    expect(huge.status).toBe(413)
    expect(huge.json.message).toBe('Request body too large')
    expect((await post('/1/indexes/%E0%A4%A/query', '{}')).status).toBe(404)
  })

  it('serves the same answers from the Next route that `next dev` uses', async () => {
    const body = JSON.stringify({ requests: [{ indexName: PRODUCTS, query: 'harbour' }] })
    const viaRoute = await routePost(
      new Request('http://localhost/api/search/1/indexes/*/queries', { method: 'POST', body }),
    )
    const viaServer = await fetch(`http://${server.host}/1/indexes/*/queries`, { method: 'POST', body })
    const hitsOf = (json: unknown) => (json as { results: Array<{ nbHits: number }> }).results[0]?.nbHits
    expect(viaRoute.status).toBe(200)
    expect(hitsOf(await viaRoute.json())).toBe(hitsOf(await viaServer.json()))
    const unknown = await routePost(new Request('http://localhost/api/search/2/other', { method: 'POST', body: '{}' }))
    expect(unknown.status).toBe(404)
  })
})
