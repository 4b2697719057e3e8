import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { PRODUCTS_INDEX } from '@/lib/catalog/sort-indexes'
import { GALLERY_INDEXES } from '@/lib/gallery-search/indexes'
import { log } from '@/lib/log'
import { FAKE_ALGOLIA, type FakeAlgolia, startFakeAlgolia } from '../fixtures/algolia/fake-algolia'
import { createTestArtist, createTestArtwork } from './catalog-fixtures'
import { startCms, stopCms, temporarySqliteUrl } from './cms-instance'

const databaseUrl = temporarySqliteUrl()
let fake: FakeAlgolia
let payload: Payload
let artist: number

beforeAll(async () => {
  fake = await startFakeAlgolia()
  process.env.ALGOLIA_APP_ID = FAKE_ALGOLIA.appId
  process.env.ALGOLIA_SEARCH_KEY = FAKE_ALGOLIA.searchKey
  process.env.ALGOLIA_ADMIN_KEY = FAKE_ALGOLIA.adminKey
  process.env.ALGOLIA_HOSTS = fake.origin
  payload = await startCms(databaseUrl)
  artist = await createTestArtist(payload, 'Ines', 'Varga')
})

afterAll(async () => {
  await stopCms(payload, databaseUrl)
  await fake?.close()
})

const writes = () =>
  fake.requests.filter(
    (request) => request.method !== 'GET' && !request.path.endsWith('query') && !request.path.endsWith('queries'),
  )

describe('search on hosted Algolia (a fake of its HTTP API)', () => {
  it('a CMS save pushes the published work with the admin key, and an unpublish deletes it', async () => {
    const work = await createTestArtwork(payload, { title: 'Salt Marsh', artist, medium: 'painting', prices: [500] })
    expect(fake.records(PRODUCTS_INDEX).get(String(work.id))).toMatchObject({
      title: 'Salt Marsh',
      vendor: 'Ines Varga',
    })
    expect(fake.records(GALLERY_INDEXES.artists).size).toBe(1)
    expect(writes().every((request) => request.apiKey === FAKE_ALGOLIA.adminKey)).toBe(true)
    await payload.update({ collection: 'artworks', id: work.id, data: { _status: 'draft' } })
    expect(fake.records(PRODUCTS_INDEX).has(String(work.id))).toBe(false)
  })

  it('retries a push Algolia failed, logs it, and the record lands', async () => {
    const warned = vi.spyOn(log, 'warn')
    fake.failWrites(2, 503)
    const work = await createTestArtwork(payload, { title: 'Tide Table', artist, medium: 'drawing', prices: [300] })
    expect(fake.records(PRODUCTS_INDEX).get(String(work.id))).toMatchObject({ title: 'Tide Table' })
    expect(warned).toHaveBeenCalledWith(
      expect.objectContaining({ indexName: PRODUCTS_INDEX, attempt: 1 }),
      'algolia: a call failed; retrying',
    )
    warned.mockRestore()
  })

  it("a change heard from another instance pushes nothing again: the writer's push is already in Algolia", async () => {
    const { applyChange } = await import('@/lib/change-feed/apply')
    const [published] = fake.records(PRODUCTS_INDEX).values()
    if (!published) throw new Error('expected the published work in the fake')
    const before = writes().length
    await applyChange(payload, {
      kind: 'document',
      collection: 'artworks',
      id: Number(published.objectID),
      deleted: false,
      origin: 'another-instance',
    })
    await applyChange(payload, {
      kind: 'document',
      collection: 'artworks',
      id: Number(published.objectID),
      deleted: true,
      origin: 'another-instance',
    })
    expect(writes()).toHaveLength(before)
    expect(fake.records(PRODUCTS_INDEX).has(published.objectID)).toBe(true)
  })

  it('the search page, the artist directory and the grid read Algolia with the search key', async () => {
    // Only the fake holds this work: whoever finds it asked the fake, not an index of this process.
    const [published] = fake.records(PRODUCTS_INDEX).values()
    if (!published) throw new Error('expected the published work in the fake')
    fake.put(PRODUCTS_INDEX, {
      ...published,
      objectID: 'only-in-algolia',
      title: 'Fog Harbour',
      product_type: 'Painting',
    })
    const [{ siteSearch }, { artistDirectory }, { artworkGridData }] = await Promise.all([
      import('@/lib/gallery-search/server/site-search'),
      import('@/lib/gallery-search/server/artist-directory'),
      import('@/components/artwork-grid/server/initial-results'),
    ])
    const found = await siteSearch({ query: 'fog harbour', tab: 'artwork', page: 1 })
    expect(found).toMatchObject({ ok: true, counts: { artwork: 1, artist: 0 } })
    const directory = await artistDirectory({ letter: 'V' })
    expect(directory).toMatchObject({ ok: true, letterCounts: { V: 1 } })
    const grid = await artworkGridData('refinementList[product_type][0]=Painting')
    expect(grid.initialView.cards.map((card) => card.id)).toEqual(['only-in-algolia'])
    const { recordSearchQuery } = await import('@/lib/search-suggestions/record')
    expect(await recordSearchQuery('fog harbour')).toBe(true)
    expect(await recordSearchQuery('zebra tarmac')).toBe(false)
    const reads = fake.requests.filter((request) => request.path === '/1/indexes/*/queries')
    expect(reads.length).toBeGreaterThanOrEqual(5)
    expect(reads.every((request) => request.apiKey === FAKE_ALGOLIA.searchKey)).toBe(true)
  })

  it('/api/search forwards a valid call to Algolia with the search key, and refuses a bad one itself', async () => {
    const { POST } = await import('@/app/api/search/[...path]/route')
    const call = (body: unknown) =>
      POST(
        new Request('http://localhost/api/search/1/indexes/*/queries', {
          method: 'POST',
          body: JSON.stringify(body),
        }),
      )
    const before = fake.requests.length
    const answered = await call({ requests: [{ indexName: PRODUCTS_INDEX, query: 'fog harbour' }] })
    expect(answered.status).toBe(200)
    expect(await answered.json()).toMatchObject({ results: [{ nbHits: 1, hits: [{ objectID: 'only-in-algolia' }] }] })
    const refused = await call({ requests: [{ indexName: PRODUCTS_INDEX, hitsPerPage: 5000 }] })
    expect(refused.status).toBe(400)
    const sent = fake.requests.slice(before)
    expect(sent.map((request) => [request.path, request.apiKey])).toEqual([
      ['/1/indexes/*/queries', FAKE_ALGOLIA.searchKey],
    ])
  })

  it('search:sync pushes the settings, sort replicas, facets and every published record', async () => {
    const [{ syncToAlgolia }, { algoliaConfig }] = await Promise.all([
      import('@/lib/gallery-search/backend/algolia/sync'),
      import('@/lib/gallery-search/backend/algolia/config'),
    ])
    const config = algoliaConfig()
    if (!config) throw new Error('expected Algolia to be configured')
    const steps: number[] = []
    const report = await syncToAlgolia(payload, config, {
      start: (total) => steps.push(total),
      advance: () => undefined,
    })
    expect(report.records).toMatchObject({ artworks: 1, artists: 1 })
    // The swap replaced the index: the record only the fake held is gone, the unpublished work too.
    expect([...fake.records(PRODUCTS_INDEX).values()].map((record) => record.title)).toEqual(['Tide Table'])
    const settings = fake.settings(PRODUCTS_INDEX)
    expect(settings?.replicas).toEqual([
      `${PRODUCTS_INDEX}_date_desc`,
      `${PRODUCTS_INDEX}_min_price_asc`,
      `${PRODUCTS_INDEX}_max_price_desc`,
    ])
    expect(settings?.attributesForFaceting).toEqual(
      expect.arrayContaining(['product_type', 'vendor', 'filterOnly(featured)']),
    )
    expect(settings?.customRanking).toEqual(['desc(featured)', 'desc(published_at)'])
    expect(fake.settings(`${PRODUCTS_INDEX}_min_price_asc`)?.ranking).toEqual(
      expect.arrayContaining(['asc(variants_min_price)']),
    )
    expect(fake.settings(GALLERY_INDEXES.artists)?.attributesForFaceting).toEqual(
      expect.arrayContaining(['location', 'initial']),
    )
    expect(fake.records(GALLERY_INDEXES.querySuggestions).size).toBeGreaterThan(0)
  })
})
