import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createStorefrontClient, type StorefrontClientOptions } from './client'
import { StorefrontError } from './errors'
import { PRODUCTS_QUERY, storefrontProducts } from './products'
import { FAKE_CATALOG } from './testing/catalog'
import { FAKE_STOREFRONT_TOKEN, startFakeStorefront, type FakeStorefront } from './testing/fake-storefront'

const FIRST_HANDLE = z.object({
  products: z.object({ edges: z.array(z.object({ node: z.object({ handle: z.string() }) })) }),
})
const FIRST_HANDLE_QUERY = 'query { products(first: 1) { edges { node { handle } } } }'

/** A clock that only moves when the client sleeps: retry timing is read off it, no test waits for real. */
function fakeClock() {
  const clock = { now: 0, sleeps: [] as number[] }
  const sleep = async (ms: number) => {
    clock.sleeps.push(ms)
    clock.now += ms
  }
  return { clock, sleep }
}

let fake: FakeStorefront
beforeAll(async () => {
  fake = await startFakeStorefront(FAKE_CATALOG)
})
afterAll(() => fake.close())

function client(options: Partial<StorefrontClientOptions> = {}) {
  const { clock, sleep } = fakeClock()
  const instance = createStorefrontClient({ origin: fake.origin, token: FAKE_STOREFRONT_TOKEN, sleep, ...options })
  return { instance, clock }
}

/** The StorefrontError a call ends in, with the requests it made. */
async function failure(call: () => Promise<unknown>): Promise<{ error: StorefrontError; requests: number }> {
  const before = fake.requests.length
  const error = await call().then(
    () => new Error('expected the call to fail'),
    (thrown: unknown) => thrown,
  )
  if (!(error instanceof StorefrontError)) throw error
  return { error, requests: fake.requests.length - before }
}

const COST = {
  requestedQueryCost: 100,
  throttleStatus: { maximumAvailable: 1000, currentlyAvailable: 20, restoreRate: 50 },
}

describe('storefront client against the fake Storefront API', () => {
  it('POSTs to the 2022-04 endpoint with the access token, Accept application/graphql and a JSON body', async () => {
    await client().instance.query(FIRST_HANDLE_QUERY, {}, FIRST_HANDLE)
    const request = fake.requests.at(-1)
    expect(request?.method).toBe('POST')
    expect(request?.path).toBe('/api/2022-04/graphql.json')
    expect(request?.headers['x-shopify-storefront-access-token']).toBe(FAKE_STOREFRONT_TOKEN)
    expect(request?.headers.accept).toBe('application/graphql')
    expect(request?.headers['content-type']).toBe('application/json')
    expect(JSON.parse(request?.body ?? '')).toEqual({ query: FIRST_HANDLE_QUERY, variables: {} })
  })

  it('returns the data with the answer’s extensions copied onto it', async () => {
    const data = await client().instance.query(FIRST_HANDLE_QUERY, {}, FIRST_HANDLE)
    expect(data.products.edges[0]?.node.handle).toBe('harbour-at-dusk')
    expect(data.extensions).toMatchObject({
      cost: { requestedQueryCost: 12, throttleStatus: { maximumAvailable: 1000 } },
    })
  })

  it('retries a THROTTLED query after ceil((cost - currentlyAvailable) / restoreRate) seconds', async () => {
    const { instance, clock } = client()
    fake.throttle(COST, 2)
    fake.throttle({ ...COST, throttleStatus: { ...COST.throttleStatus, currentlyAvailable: 99 } })
    const before = fake.requests.length
    const data = await instance.query(FIRST_HANDLE_QUERY, {}, FIRST_HANDLE)
    expect(data.products.edges).toHaveLength(1)
    expect(fake.requests.length - before).toBe(4)
    // (100 - 20) / 50 = 1.6 → 2 s, twice; (100 - 99) / 50 = 0.02 → 1 s.
    expect(clock.sleeps).toEqual([2000, 2000, 1000])
    expect(clock.now).toBe(5000)
  })

  it('never retries a query that costs more than the maximum available', async () => {
    const { instance, clock } = client()
    fake.throttle({ ...COST, requestedQueryCost: 1001 })
    const { error, requests } = await failure(() => instance.query(FIRST_HANDLE_QUERY, {}, FIRST_HANDLE))
    expect(error.kind).toBe('throttled')
    expect(error.message).toMatch(/costs 1001, more than the maximum available 1000/)
    expect(requests).toBe(1)
    expect(clock.sleeps).toEqual([])
  })

  it('gives up after a bounded number of throttled retries', async () => {
    const { instance, clock } = client({ maxThrottledRetries: 2 })
    fake.throttle(COST, 3)
    const { error, requests } = await failure(() => instance.query(FIRST_HANDLE_QUERY, {}, FIRST_HANDLE))
    expect(error.kind).toBe('throttled')
    expect(requests).toBe(3)
    expect(clock.sleeps).toEqual([2000, 2000])
  })

  it('fails THROTTLED answers without cost figures clearly instead of guessing a wait', async () => {
    fake.answerNext({
      status: 200,
      body: JSON.stringify({ errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] }),
    })
    const { error } = await failure(() => client().instance.query(FIRST_HANDLE_QUERY, {}, FIRST_HANDLE))
    expect(error.kind).toBe('throttled')
  })

  it('names a refused token (non-2xx) as an http error with its status', async () => {
    const { error } = await failure(() =>
      client({ token: 'wrong-token-0000' }).instance.query(FIRST_HANDLE_QUERY, {}, FIRST_HANDLE),
    )
    expect(error.kind).toBe('http')
    expect(error.status).toBe(401)
  })

  it('names a server failure as an http error', async () => {
    fake.answerNext({ status: 503, body: 'upstream unavailable', contentType: 'text/plain' })
    const { error } = await failure(() => client().instance.query(FIRST_HANDLE_QUERY, {}, FIRST_HANDLE))
    expect(error).toMatchObject({ kind: 'http', status: 503 })
  })

  it('names an answer that is not JSON, or not a GraphQL answer, or data of the wrong shape as malformed', async () => {
    fake.answerNext({ status: 200, body: '<html>maintenance</html>' })
    fake.answerNext({ status: 200, body: JSON.stringify({ hello: 'world' }) })
    fake.answerNext({ status: 200, body: JSON.stringify({ data: { products: { edges: 'none' } } }) })
    for (let i = 0; i < 3; i++) {
      const { error } = await failure(() => client().instance.query(FIRST_HANDLE_QUERY, {}, FIRST_HANDLE))
      expect(error.kind).toBe('malformed')
    }
  })

  it('names GraphQL errors, e.g. a field the 2022-04 schema lacks', async () => {
    const { error } = await failure(() =>
      client().instance.query('query { products(first: 1) { nodes { handle } } }', {}, FIRST_HANDLE),
    )
    expect(error.kind).toBe('graphql')
    expect(error.message).toMatch(/nodes/)
  })

  it('names an unreachable store as a network error', async () => {
    const closed = await startFakeStorefront([])
    await closed.close()
    const { error } = await failure(() =>
      client({ origin: closed.origin }).instance.query(FIRST_HANDLE_QUERY, {}, FIRST_HANDLE),
    )
    expect(error.kind).toBe('network')
  })

  it('pages through every product with the import query, valid against the 2022-04 schema', async () => {
    const before = fake.requests.length
    const handles: string[] = []
    for await (const { node } of storefrontProducts(client().instance, 4)) {
      handles.push(z.object({ handle: z.string() }).parse(node).handle)
    }
    expect(handles).toEqual(FAKE_CATALOG.map((product) => product.handle))
    const bodies = fake.requests
      .slice(before)
      .map((request) => JSON.parse(request.body) as { query: string; variables: { after: string | null } })
    expect(bodies).toHaveLength(3)
    expect(bodies.every((body) => body.query === PRODUCTS_QUERY)).toBe(true)
    expect(bodies[0]?.variables.after).toBeNull()
    expect(bodies[1]?.variables.after).toEqual(expect.any(String))
  })
})
