import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GALLERY_INDEXES } from '@/lib/gallery-search/indexes'
import { PEER_ADDRESS_HEADER } from '@/lib/rate-limit/client-address'
import { createTestArtist } from './catalog-fixtures'

type Handler = (request: Request) => Promise<Response>

/**
 * POST /api/search-queries through its route handler, and the suggestions built from what it stores, on
 * whichever database the CMS runs. Each group sends from its own address, so no group spends another's limit.
 */
export function searchQueriesSuite(cms: () => Payload) {
  let route: Handler
  let site: string

  beforeAll(async () => {
    const [handler, { env }, { rebuildSearchIndexes }] = await Promise.all([
      import('@/app/api/search-queries/route'),
      import('@/lib/env'),
      import('@/lib/gallery-search/server/rebuild'),
    ])
    route = handler.POST
    site = new URL(env().SITE_URL).origin
    await createTestArtist(cms(), 'Quinta', 'Marrow')
    await rebuildSearchIndexes(cms())
  })

  function record(
    body: unknown,
    { address = '198.51.100.80', origin = site }: { address?: string; origin?: string } = {},
  ) {
    const headers = { 'content-type': 'application/json', origin, [PEER_ADDRESS_HEADER]: address }
    const text = typeof body === 'string' ? body : JSON.stringify(body)
    return route(new Request(`${site}/api/search-queries`, { method: 'POST', headers, body: text }))
  }

  async function storedRow(query: string) {
    const { docs } = await cms().find({ collection: 'search-queries', where: { query: { equals: query } } })
    return docs[0]
  }

  async function storedCount(query: string): Promise<number | undefined> {
    const row = await storedRow(query)
    return row === undefined ? undefined : Number(row.count)
  }

  describe('search queries', () => {
    it('counts 50 concurrent searches for one query exactly 50 times, in one row', async () => {
      const spellings = ['Quinta Marrow', 'quinta marrow', '  QUINTA   marrow ']
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, n) => record({ query: spellings[n % spellings.length] })),
      )
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 201))
      expect(await storedCount('quinta marrow')).toBe(50)
    })

    it('counts a query that finds nothing as a miss only, never towards the suggestions', async () => {
      for (let search = 0; search < 2; search++) {
        const answer = await record({ query: 'zyxwv nothing' }, { address: '198.51.100.81' })
        expect(answer.status).toBe(200)
        expect(await answer.json()).toEqual({ counted: false })
      }
      expect(await storedRow('zyxwv nothing')).toMatchObject({ count: 0, misses: 2 })
    })

    it.each([
      ['too short', { query: ' ab ' }],
      ['too long', { query: 'quinta '.repeat(20) }],
      ['not text', { query: 42 }],
      ['missing', {}],
      ['not JSON', '{"query": '],
    ])('refuses a query that is %s with a 400 JSON error', async (_, body) => {
      const answer = await record(body, { address: '198.51.100.82' })
      expect(answer.status).toBe(400)
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await answer.json()).toMatchObject({ error: expect.any(String) })
    })

    it('refuses a search counted from another site', async () => {
      const answer = await record({ query: 'quinta marrow' }, { origin: 'https://elsewhere.example' })
      expect(answer.status).toBe(403)
      expect(await storedCount('quinta marrow')).toBe(50)
    })

    it('suggests the counted query, its searches added to the catalog’s popularity, and nothing that finds nothing', async () => {
      const { rebuildQuerySuggestions } = await import('@/lib/search-suggestions/rebuild')
      const { gallerySearchEngine } = await import('@/lib/gallery-search/server/engine')
      const { countSearchQuery } = await import('@/lib/search-suggestions/stored-queries')
      for (let n = 0; n < 3; n++) await countSearchQuery(cms(), 'gone from the catalog')
      await rebuildQuerySuggestions(cms())
      const suggestions = gallerySearchEngine().index(GALLERY_INDEXES.querySuggestions)
      expect(suggestions?.get('quinta marrow')).toEqual({
        objectID: 'quinta marrow',
        query: 'Quinta Marrow',
        popularity: 51,
      })
      expect(suggestions?.get('gone from the catalog')).toBeUndefined()
    })
  })
}
