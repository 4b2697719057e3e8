import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCTS_INDEX } from '@/lib/catalog/sort-indexes'
import { rebuildSearchIndexes } from '@/lib/gallery-search/server/rebuild'
import { PEER_ADDRESS_HEADER } from '@/lib/rate-limit/client-address'
import { apiClient, type ApiClient, type Reply } from './api-client'
import { customerRoutes } from './customer-calls'
import { startCms, stopCms, temporarySqliteUrl } from './cms-instance'
import { startSearchServer } from './search-server'

// Short windows, so each limit is shown to lift again without waiting minutes.
// Requests that hash a password go in parallel: each is counted before it hashes, so a slow machine
// cannot stretch them past the window.
process.env.RATE_LIMITS =
  'login=3/2,login-address=8/2,password-reset=2/1,sign-up=2/2,images=2/1,search=3/1,customer=3/1'

const databaseUrl = temporarySqliteUrl()
let payload: Payload
let api: ApiClient

const STAFF = { email: 'curator@example.test', password: 'curator-password-1' }
const CUSTOMER = { email: 'patron@example.test', password: 'patron-password-1' }

beforeAll(async () => {
  payload = await startCms(databaseUrl)
  await rebuildSearchIndexes(payload)
  api = await apiClient()
  await payload.create({ collection: 'users', data: { ...STAFF, role: 'admin' } })
  await payload.create({ collection: 'customers', data: CUSTOMER })
})

afterAll(() => stopCms(payload, databaseUrl))

const waitOut = (refused: Reply) =>
  new Promise((resolve) => setTimeout(resolve, Number(refused.headers.get('retry-after')) * 1000 + 100))

function expectTooMany(answer: Reply) {
  expect(answer.status).toBe(429)
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
}

describe.each([
  ['admin', 'users', STAFF],
  ['customer', 'customers', CUSTOMER],
] as const)('%s login', (_, collection, account) => {
  const login = (password: string, address: string) =>
    api.call('POST', `/${collection}/login`, { address }, { email: account.email, password })

  it('refuses wrong guesses past the limit with 429 and Retry-After, and serves again after the window', async () => {
    const guesses = await Promise.all([0, 1, 2, 3].map((guess) => login(`wrong-guess-${guess}`, '192.0.2.10')))
    expect(guesses.map((answer) => answer.status).sort()).toEqual([401, 401, 401, 429])
    const refused = guesses.find((answer) => answer.status === 429)
    expectTooMany(refused as Reply)
    await waitOut(refused as Reply)
    expect((await login(account.password, '192.0.2.10')).status).toBe(200)
  })

  it('never locks the owner out: a stranger guessing from elsewhere leaves their login working', async () => {
    // Six wrong guesses: more than Payload's lockout allowed (five) and than this rule's limit.
    await Promise.all([0, 1, 2, 3, 4, 5].map((guess) => login(`stranger-guess-${guess}`, `192.0.2.${100 + guess}`)))
    expect((await login(account.password, '192.0.2.20')).status).toBe(200)
  })

  it('limits one address guessing across many accounts', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 9 }, (_, n) =>
        api.call(
          'POST',
          `/${collection}/login`,
          { address: '192.0.2.30' },
          { email: `nobody-${n}@example.test`, password: 'x'.repeat(12) },
        ),
      ),
    )
    expect(guesses.filter((answer) => answer.status === 429)).toHaveLength(1)
  })
})

describe('forgotten password', () => {
  const forgot = (email: string, address: string) =>
    api.call('POST', '/customers/forgot-password', { address }, { email })

  it('answers the same whether or not the address has an account', async () => {
    const known = await forgot(CUSTOMER.email, '192.0.2.40')
    const unknown = await forgot('no-account@example.test', '192.0.2.41')
    expect(known.status).toBe(200)
    expect(unknown).toMatchObject({ status: known.status, body: known.body })
  })

  it('limits requests and reset-token guesses from one address together', async () => {
    expect((await forgot(CUSTOMER.email, '192.0.2.42')).status).toBe(200)
    expect(
      (
        await api.call(
          'POST',
          '/customers/reset-password',
          { address: '192.0.2.42' },
          { token: 'guess', password: 'a-new-password-1' },
        )
      ).status,
    ).not.toBe(429)
    const refused = await forgot(CUSTOMER.email, '192.0.2.42')
    expectTooMany(refused)
    await waitOut(refused)
    expect((await forgot(CUSTOMER.email, '192.0.2.42')).status).toBe(200)
  })
})

describe('sign-up', () => {
  const signUp = (n: number) =>
    api.call(
      'POST',
      '/customers',
      { address: '192.0.2.50' },
      { email: `new-${n}@example.test`, password: 'a-long-password-1' },
    )

  it('limits new accounts from one address', async () => {
    const answers = await Promise.all([1, 2, 3].map(signUp))
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 429])
    const refused = answers.find((answer) => answer.status === 429) as Reply
    expectTooMany(refused)
    await waitOut(refused)
    expect((await signUp(4)).status).toBe(201)
  })
})

describe.each([
  [
    'images call',
    async () => (await import('@/app/api/getContentfulImages/route')).POST,
    '/api/getContentfulImages',
    { id: 999 },
    404,
    2,
  ],
  [
    'search API',
    async () => (await import('@/app/api/search/[...path]/route')).POST,
    '/api/search/1/indexes/*/queries',
    { requests: [] },
    200,
    3,
  ],
] as const)('%s', (_, load, path, body, status, allowed) => {
  it('answers 429 with Retry-After past the limit, then serves again', async () => {
    const POST = await load()
    const ask = () =>
      POST(
        new Request(`http://localhost:3000${path}`, {
          method: 'POST',
          headers: { [PEER_ADDRESS_HEADER]: '192.0.2.60' },
          body: JSON.stringify(body),
        }),
      )
    for (let n = 0; n < allowed; n++) expect((await ask()).status).toBe(status)
    const refused = await ask()
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ status: 429 })
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 100))
    expect((await ask()).status).toBe(status)
  })
})

describe('search API before Next (npm start)', () => {
  it('answers 429 with Retry-After past the limit, then serves again', async () => {
    const server = await startSearchServer()
    try {
      const ask = () =>
        fetch(`http://${server.host}/1/indexes/*/queries`, {
          method: 'POST',
          headers: { [PEER_ADDRESS_HEADER]: '192.0.2.70' },
          body: JSON.stringify({ requests: [] }),
        })
      for (let n = 0; n < 3; n++) expect((await ask()).status).toBe(200)
      const refused = await ask()
      expect(refused.status).toBe(429)
      const retryAfter = Number(refused.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThanOrEqual(1)
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 100))
      expect((await ask()).status).toBe(200)
    } finally {
      await server.close()
    }
  })
})

describe('search API: every request of a multi-query counts against the limit', () => {
  const requests = (count: number) => ({
    requests: Array.from({ length: count }, (_, i) => ({ indexName: PRODUCTS_INDEX, hitsPerPage: 0, page: i })),
  })

  it.each([
    ['before Next (npm start)', '192.0.2.71', 'server'],
    ['through the Next route (next dev)', '192.0.2.72', 'route'],
  ] as const)(
    '%s: a call of 3 uses the limit up, one of 4 is refused, a cached call counts too',
    async (_, address, via) => {
      const server = via === 'server' ? await startSearchServer() : undefined
      const { POST } = await import('@/app/api/search/[...path]/route')
      const ask = async (body: unknown) => {
        const init = { method: 'POST', headers: { [PEER_ADDRESS_HEADER]: address }, body: JSON.stringify(body) }
        return server
          ? fetch(`http://${server.host}/1/indexes/*/queries`, init)
          : POST(new Request('http://localhost:3000/api/search/1/indexes/*/queries', init))
      }
      try {
        expect((await ask(requests(3))).status).toBe(200)
        const refused = await ask(requests(1))
        expect(refused.status).toBe(429)
        await new Promise((resolve) => setTimeout(resolve, Number(refused.headers.get('retry-after')) * 1000 + 100))
        const tooMany = await ask(requests(4))
        expect(tooMany.status).toBe(429)
        expect(await tooMany.json()).toMatchObject({ status: 429 })
        expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
        await new Promise((resolve) => setTimeout(resolve, Number(tooMany.headers.get('retry-after')) * 1000 + 100))
        expect((await ask(requests(3))).status).toBe(200)
        expect((await ask(requests(1))).status).toBe(429)
      } finally {
        await server?.close()
      }
    },
  )
})

describe('GraphQL login', () => {
  it('counts against the same limit as REST', async () => {
    const mutation = `mutation { loginCustomer(email: "${CUSTOMER.email}", password: "graphql-guess") { token } }`
    const answers = await Promise.all([0, 1, 2, 3].map(() => api.graphql(mutation, { address: '192.0.2.80' })))
    const messages = answers.map((answer) => JSON.stringify(Reflect.get(Object(answer.body), 'errors')))
    expect(messages.filter((message) => message.includes('Too many requests'))).toHaveLength(1)
  })
})

describe('customer calls', () => {
  it('answer 429 JSON past the limit from one address', async () => {
    const call = await customerRoutes()
    const login = await payload.login({ collection: 'customers', data: CUSTOMER })
    const answers = await Promise.all(
      [0, 1, 2, 3].map(() => call('POST', '/api/customer', { token: login.token }, { address: '192.0.2.90' })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429])
    expect(answers.find((answer) => answer.status === 429)?.body).toMatchObject({ error: expect.any(String) })
  })
})
