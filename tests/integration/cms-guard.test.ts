import { createLocalReq, type CollectionSlug, type Payload, type TypedUser, type Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  PUBLIC_DEFAULT_DEPTH,
  PUBLIC_MAX_DEPTH,
  PUBLIC_MAX_LIMIT,
  PUBLIC_MAX_LIMIT_WITH_LISTED_RELATIONS,
  PUBLIC_MAX_LIMIT_WITH_RELATIONS,
} from '@/cms/guard/read-limits'
import { createTestArtist, createTestArtwork } from './catalog-fixtures'
import { startCms, stopCms, temporarySqliteUrl } from './cms-instance'

const databaseUrl = temporarySqliteUrl()
let payload: Payload
let artistId: number
// Imported once the CMS runs: the guard reaches the CMS through the config, which reads the environment on load.
let checkRestRequest: typeof import('@/cms/guard/rest').checkRestRequest
let checkGraphqlRequest: typeof import('@/cms/guard/graphql').checkGraphqlRequest

beforeAll(async () => {
  payload = await startCms(databaseUrl)
  ;({ checkRestRequest } = await import('@/cms/guard/rest'))
  ;({ checkGraphqlRequest } = await import('@/cms/guard/graphql'))
  artistId = await createTestArtist(payload, 'Mira', 'Okafor')
  await createTestArtwork(payload, { title: 'River Light', artist: artistId, medium: 'painting', prices: [800] })
})

afterAll(async () => {
  await stopCms(payload, databaseUrl)
})

const at = (path: string, init?: RequestInit) => new Request(`http://localhost${path}`, init)

/** The guard's refusal of a request as status and message, or 'passed' when it hands the request to Payload. */
async function verdict(request: Request): Promise<'passed' | { status: number; message: string }> {
  const checked = await checkRestRequest(request)
  return checked instanceof Request ? 'passed' : checked
}

describe('the guard in front of the CMS REST routes', () => {
  it('refuses ids that are not of the collection id type, and versions of what keeps none', async () => {
    expect(await verdict(at('/api/artists/abc'))).toEqual({
      status: 400,
      message: 'id must be a positive whole number',
    })
    expect(await verdict(at('/api/artists/1e99'))).toMatchObject({ status: 400 })
    expect(await verdict(at('/api/artists/99999999999999999999'))).toMatchObject({ status: 400 })
    expect(await verdict(at('/api/artworks/versions/x'))).toMatchObject({ status: 400 })
    expect(await verdict(at(`/api/artists/${artistId}`))).toBe('passed')
    expect(await verdict(at('/api/globals/settings/versions'))).toMatchObject({ status: 404 })
    expect(await verdict(at('/api/customers/versions'))).toMatchObject({ status: 404 })
    expect(await verdict(at('/api/artists/%E0%A4%A'))).toMatchObject({ status: 400 })
    expect(await verdict(at('/api/payload-preferences/%00', { method: 'DELETE' }))).toMatchObject({ status: 400 })
    expect(await verdict(at('/api/payload-preferences/nav', { method: 'DELETE' }))).toMatchObject({ status: 401 })
    // Not document ids: left to Payload.
    expect(await verdict(at('/api/customers/verify/some-token', { method: 'POST' }))).toBe('passed')
    expect(await verdict(at('/api/payload-preferences/any-key'))).toBe('passed')
  })

  it('refuses page, limit and depth out of range and malformed parameters', async () => {
    for (const query of ['page=1e99', 'page=0', 'page=-1', 'limit=abc', 'limit=99999', 'depth=11', 'depth[]=1'])
      expect(await verdict(at(`/api/artworks?${query}`)), query).toMatchObject({ status: 400 })
    expect(await verdict(at('/api/artworks?page=1e99'))).toEqual({
      status: 400,
      message: 'page must be a whole number',
    })
    expect(await verdict(at('/api/artworks?sort=--x'))).toMatchObject({ status: 400 })
    expect(await verdict(at('/api/artworks?locale=xx'))).toMatchObject({ status: 400 })
    expect(await verdict(at('/api/artworks?draft=maybe'))).toMatchObject({ status: 400 })
    expect(await verdict(at('/api/artworks?page=2&limit=10&depth=1&sort=-createdAt&locale=en-US'))).toBe('passed')
  })

  it('refuses where values the field type cannot take, unknown operators and deep nesting', async () => {
    const refused = [
      'where[createdAt][greater_than]=not-a-date',
      'where[id][equals]=abc',
      'where[artist][in]=1,x',
      'where[artist.firstName][bogus]=x',
      'where[title][near]=1,2',
      'where[title]=x',
      'where[_status][exists]=maybe',
      'where={broken',
      `where=${encodeURIComponent('{"a":'.repeat(80) + '1' + '}'.repeat(80))}`,
      'where' + '[or][0]'.repeat(8) + '[title][equals]=x',
      // No ilike for these columns on PostgreSQL: a 500 there.
      'where[createdAt][like]=1,2,3',
      'where[id][contains]=null',
      `where[artist][not_like]=${artistId}`,
    ]
    for (const query of refused)
      expect(await verdict(at(`/api/artworks?${query}`)), query).toMatchObject({ status: 400 })
    expect(await verdict(at('/api/artworks?where[createdAt][greater_than]=not-a-date'))).toEqual({
      status: 400,
      message: 'where.createdAt.greater_than: must be a date such as 2026-01-31 or 2026-01-31T12:00:00Z',
    })
    const accepted = [
      'where[createdAt][greater_than]=2026-01-01',
      `where[artist][equals]=${artistId}`,
      'where[or][0][title][like]=river&where[or][1][slug][equals]=x',
      `where=${encodeURIComponent(JSON.stringify({ id: { in: [1, 2] } }))}`,
    ]
    for (const query of accepted) expect(await verdict(at(`/api/artworks?${query}`)), query).toBe('passed')
  })

  it('refuses bodies that do not parse, nest too deep or are broken multipart, and passes sound ones on', async () => {
    const json = (body: string) => ({ method: 'PATCH', headers: { 'content-type': 'application/json' }, body })
    expect(await verdict(at('/api/artworks/1', json('{')))).toEqual({
      status: 400,
      message: 'Request body is not valid JSON',
    })
    expect(await verdict(at('/api/artworks/1', json('['.repeat(5000) + ']'.repeat(5000))))).toMatchObject({
      status: 400,
    })
    const multipart = (type: string, body: string) => ({ method: 'POST', headers: { 'content-type': type }, body })
    expect(await verdict(at('/api/media', multipart('multipart/form-data', 'x')))).toMatchObject({ status: 400 })
    expect(await verdict(at('/api/media', multipart('multipart/form-data; boundary=x', 'garbage')))).toMatchObject({
      status: 400,
    })
    const brokenPayload = '--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{broken\r\n--x--\r\n'
    expect(await verdict(at('/api/media', multipart('multipart/form-data; boundary=x', brokenPayload)))).toEqual({
      status: 400,
      message: 'The _payload field is not valid JSON',
    })
    expect(await verdict(at('/api/artworks/1', json('null')))).toEqual({
      status: 400,
      message: 'Request body must be a JSON object',
    })
    expect(await verdict(at('/api/artworks', { method: 'POST', body: '{"title":"x"}' }))).toMatchObject({ status: 415 })
    expect(await verdict(at('/api/artworks', { method: 'POST' }))).toMatchObject({ status: 415 })
    expect(await verdict(at('/api/customers/logout', { method: 'POST' }))).toBe('passed')
    const passed = await checkRestRequest(at('/api/artworks/1', json('{"title":"Still Water"}')))
    expect(passed).toBeInstanceOf(Request)
    expect(await (passed as Request).json()).toEqual({ title: 'Still Water' })
  })

  it('refuses GraphQL bodies that are not a query in JSON', async () => {
    const post = (type: string, body: string) =>
      checkGraphqlRequest(at('/api/graphql', { method: 'POST', headers: { 'content-type': type }, body }))
    expect(await post('application/json', '{"query":')).toMatchObject({ status: 400 })
    expect(await post('application/json', '{"query":5}')).toMatchObject({ status: 400 })
    expect(await post('application/json', '[' + '['.repeat(100) + ']'.repeat(100) + ']')).toMatchObject({ status: 400 })
    expect(await post('text/plain', '{"query":"{ __typename }"}')).toMatchObject({ status: 415 })
    expect(await post('application/json', '{"query":"{ __typename }","variables":null}')).toBeInstanceOf(Request)
  })
})

describe('reads bounded by who asks', () => {
  type Caller = 'visitor' | 'customer' | 'staff'
  type ReadArgs = { limit?: number; depth?: number; pagination?: boolean; where?: Where; sort?: string; page?: number }
  const callers: Record<Caller, TypedUser | null> = { visitor: null, customer: null, staff: null }

  beforeAll(async () => {
    const staff = { email: 'guard-editor@example.com', password: 'guard-editor-password', role: 'editor' as const }
    const customer = { email: 'guard-customer@example.com', password: 'guard-customer-password' }
    callers.staff = { ...(await payload.create({ collection: 'users', data: staff })), collection: 'users' }
    callers.customer = {
      ...(await payload.create({ collection: 'customers', data: customer })),
      collection: 'customers',
    }
  })

  /**
   * A read of `collection` as it comes in over REST (or GraphQL) from `caller`. Payload keeps the API and the
   * caller on the request it is given, so each read gets a request of its own.
   */
  async function readAs<Slug extends CollectionSlug>(
    caller: Caller,
    collection: Slug,
    args: ReadArgs = {},
    api: 'REST' | 'GraphQL' = 'REST',
  ) {
    const req = await createLocalReq({ user: callers[caller] ?? undefined }, payload)
    req.payloadAPI = api
    // Named one by one: spread, every collection's options make a union too complex for TypeScript to check.
    const { limit, depth, pagination, where, sort, page } = args
    return payload.find({ collection, overrideAccess: false, req, limit, depth, pagination, where, sort, page })
  }

  it(`caps visitors and customers at ${PUBLIC_MAX_LIMIT} at depth 0, ${PUBLIC_MAX_LIMIT_WITH_RELATIONS} at depth ${PUBLIC_MAX_DEPTH}, no unpaginated reads`, async () => {
    for (const caller of ['visitor', 'customer'] as const) {
      const find = (args: ReadArgs) => readAs(caller, 'artists', args)
      await expect(find({ limit: 0 })).rejects.toMatchObject({ status: 400 })
      await expect(find({ limit: PUBLIC_MAX_LIMIT + 1, depth: 0 })).rejects.toThrow(
        `limit must be between 1 and ${PUBLIC_MAX_LIMIT}`,
      )
      await expect(find({ limit: PUBLIC_MAX_LIMIT_WITH_RELATIONS + 1, depth: 1 })).rejects.toThrow(
        `limit must be between 1 and ${PUBLIC_MAX_LIMIT_WITH_RELATIONS} at depth 1 (up to ${PUBLIC_MAX_LIMIT} at depth=0)`,
      )
      await expect(find({ pagination: false })).rejects.toMatchObject({ status: 400 })
      await expect(find({ pagination: false, limit: PUBLIC_MAX_LIMIT + 1, depth: 0 })).rejects.toMatchObject({
        status: 400,
      })
      await expect(find({ pagination: false, limit: 1 })).resolves.toMatchObject({ docs: [expect.anything()] })
      await expect(find({ depth: PUBLIC_MAX_DEPTH + 1 })).rejects.toThrow(`depth must be at most ${PUBLIC_MAX_DEPTH}`)
      await expect(find({ limit: PUBLIC_MAX_LIMIT, depth: 0 })).resolves.toMatchObject({ totalDocs: 1 })
      await expect(find({ limit: PUBLIC_MAX_LIMIT_WITH_RELATIONS, depth: 1 })).resolves.toMatchObject({ totalDocs: 1 })
    }
    await expect(readAs('visitor', 'artists', { depth: 0, limit: PUBLIC_MAX_LIMIT }, 'GraphQL')).rejects.toThrow(
      `limit must be between 1 and ${PUBLIC_MAX_LIMIT_WITH_RELATIONS}`,
    )
  })

  it("filters and sorts a visitor's read on the collection's own columns, and matches text only for staff", async () => {
    const find = (caller: Caller, args: ReadArgs) => readAs(caller, 'artworks', { limit: 1, ...args })
    const refusals: Array<[ReadArgs, string]> = [
      [{ where: { title: { equals: 'x' } } }, "where.title: filter on this collection's own fields"],
      [{ where: { 'artist.slug': { equals: 'x' } } }, "where.artist.slug: filter on this collection's own fields"],
      [{ where: { 'variants.inventory': { equals: 1 } } }, "where.variants.inventory: filter on this collection's"],
      [{ where: { or: [{ handle: { like: 'a' } }] } }, 'where.handle.like: matching text is for staff'],
      [{ sort: '-title' }, 'sort: sort by one of id, handle, artist'],
      [{ sort: 'year' }, 'sort: sort by one of id, handle, artist'],
    ]
    for (const [args, message] of refusals) {
      await expect(find('visitor', args), JSON.stringify(args)).rejects.toThrow(message)
      await expect(find('customer', args), JSON.stringify(args)).rejects.toMatchObject({ status: 400 })
      await expect(find('staff', args), JSON.stringify(args)).resolves.toMatchObject({ docs: expect.any(Array) })
    }
    const accepted: ReadArgs[] = [
      { where: { handle: { equals: 'x' }, 'dimensions.width': { greater_than: 1 }, artist: { exists: true } } },
      { where: { inventory: { greater_than: 0 } }, sort: '-createdAt' },
      { sort: 'handle,-publishedAt' },
    ]
    for (const args of accepted)
      await expect(find('visitor', args), JSON.stringify(args)).resolves.toMatchObject({ docs: expect.any(Array) })
  })

  it(`reads at depth ${PUBLIC_DEFAULT_DEPTH} for a visitor who asks for no depth, not Payload's default of 2`, async () => {
    const [visitors] = (await readAs('visitor', 'artworks')).docs
    expect(typeof visitors?.artist).toBe('number')
    const [staffs] = (await readAs('staff', 'artworks')).docs
    expect(staffs?.artist).toMatchObject({ featuredImage: { id: expect.any(Number) } })
  })

  it(`brings at most ${PUBLIC_MAX_LIMIT_WITH_LISTED_RELATIONS} documents that each list others (works, artists or images), with their relations`, async () => {
    for (const collection of ['exhibitions', 'artworks'] as const) {
      const read = (limit: number, depth?: number) => readAs('visitor', collection, { limit, depth })
      await expect(read(PUBLIC_MAX_LIMIT_WITH_LISTED_RELATIONS + 1, 1), collection).rejects.toThrow(
        `limit must be between 1 and ${PUBLIC_MAX_LIMIT_WITH_LISTED_RELATIONS} at depth 1 (up to ${PUBLIC_MAX_LIMIT} at depth=0)`,
      )
      await expect(read(PUBLIC_MAX_LIMIT_WITH_LISTED_RELATIONS, 1)).resolves.toMatchObject({ docs: expect.any(Array) })
      await expect(read(PUBLIC_MAX_LIMIT)).resolves.toMatchObject({ docs: expect.any(Array) })
      // Without a limit, Payload would read 10.
      await expect(readAs('visitor', collection, { depth: 1 })).resolves.toMatchObject({
        limit: PUBLIC_MAX_LIMIT_WITH_LISTED_RELATIONS,
      })
    }
  })

  it('lets staff ask for more, and leaves the app’s own reads alone', async () => {
    await expect(readAs('staff', 'artworks', { limit: 0, depth: 5 })).resolves.toMatchObject({ totalDocs: 1 })
    await expect(payload.find({ collection: 'artworks', pagination: false, depth: 5 })).resolves.toMatchObject({
      totalDocs: 1,
    })
  })

  it('refuses out-of-range paging and mistyped where values from GraphQL-shaped calls, staff included', async () => {
    const find = (args: ReadArgs) => readAs('staff', 'artworks', args, 'GraphQL')
    await expect(find({ page: -1 })).rejects.toMatchObject({ status: 400 })
    await expect(find({ limit: -1 })).rejects.toMatchObject({ status: 400 })
    await expect(find({ where: { createdAt: { greater_than: 'not-a-date' } } })).rejects.toMatchObject({ status: 400 })
  })
})
