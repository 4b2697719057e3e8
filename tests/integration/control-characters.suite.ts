import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PEER_ADDRESS_HEADER } from '@/lib/rate-limit/client-address'
import { startCms, stopCms } from './cms-instance'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const SITE = 'http://localhost:3000'
const NUL = '\u0000'
const LONE_SURROGATE = '\ud800'

/**
 * A NUL byte or a lone surrogate in any text a route takes, our own routes' bodies and tokens and the CMS's
 * REST and GraphQL alike, is a 400 that names the field: never stored, never a database error.
 */
export function controlCharactersSuite(databaseUrl: () => string) {
  let payload: Payload
  let url: string
  let ours: Record<string, Handler>
  let cmsPost: Handler
  let cmsGet: Handler
  let graphqlPost: (request: Request) => Promise<Response>

  beforeAll(async () => {
    url = databaseUrl()
    payload = await startCms(url)
    const [config, routes, guardRest, guardGraphql, customer, enquiries, searchQueries, newsletter, orders] =
      await Promise.all([
        import('@payload-config').then((module) => module.default),
        import('@payloadcms/next/routes'),
        import('@/cms/guard/rest').then((module) => module.guardRest),
        import('@/cms/guard/graphql').then((module) => module.guardGraphql),
        import('@/app/api/customer/route'),
        import('@/app/api/shop/enquiries/route'),
        import('@/app/api/search-queries/route'),
        import('@/app/api/newsletter/route'),
        import('@/app/api/shop/orders/route'),
      ])
    ours = {
      '/api/customer': customer.POST,
      '/api/shop/enquiries': enquiries.POST,
      '/api/search-queries': searchQueries.POST,
      '/api/newsletter': newsletter.POST,
      '/api/shop/orders': orders.POST,
    }
    cmsPost = guardRest(routes.REST_POST(config))
    cmsGet = guardRest(routes.REST_GET(config))
    graphqlPost = guardGraphql(routes.GRAPHQL_POST(config))
  })

  afterAll(async () => {
    await stopCms(payload, url)
  })

  const headers = { 'content-type': 'application/json', origin: SITE, [PEER_ADDRESS_HEADER]: '198.51.100.90' }
  const slugOf = (path: string) => {
    const segments = new URL(path, SITE).pathname.split('/').filter(Boolean).slice(1)
    return { params: Promise.resolve({ slug: segments }) }
  }

  async function answer(response: Response): Promise<{ status: number; message: string }> {
    const body = (await response.json()) as { error?: string; errors?: { message: string }[] }
    return { status: response.status, message: body.error ?? body.errors?.[0]?.message ?? '' }
  }

  const postOurs = async (path: string, body: unknown) =>
    answer(
      await ours[path]!(
        new Request(`${SITE}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
        slugOf(path),
      ),
    )

  const postCms = async (path: string, body: unknown) =>
    answer(
      await cmsPost(
        new Request(`${SITE}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
        slugOf(path),
      ),
    )

  const getCms = async (path: string) => answer(await cmsGet(new Request(`${SITE}${path}`, { headers }), slugOf(path)))

  const postGraphql = async (body: unknown) =>
    answer(
      await graphqlPost(new Request(`${SITE}/api/graphql`, { method: 'POST', headers, body: JSON.stringify(body) })),
    )

  const refusal = (field: string) => ({
    status: 400,
    message: expect.stringContaining(`${field} contains a character that is not allowed`),
  })

  describe('our routes', () => {
    it.each([NUL, LONE_SURROGATE, '\u001b', '\u007f'])('refuses %j in an enquiry’s text', async (character) => {
      const enquiry = { name: 'Ada Lowe', email: 'ada@example.test', message: `Still available?${character}` }
      const before = await payload.count({ collection: 'enquiries' })
      expect(await postOurs('/api/shop/enquiries', enquiry)).toEqual(refusal('message'))
      expect(await payload.count({ collection: 'enquiries' })).toEqual(before)
    })

    it('keeps tabs and line breaks in a message', async () => {
      const enquiry = { name: 'Ada Lowe', email: 'ada@example.test', message: 'Two lines:\r\n\tthe second' }
      expect((await postOurs('/api/shop/enquiries', enquiry)).status).toBe(201)
    })

    it.each([
      ['a NUL byte', `eyJhbGciOiJIUzI1NiJ9${NUL}`],
      ['a lone surrogate', `eyJhbGciOiJIUzI1NiJ9${LONE_SURROGATE}`],
      ['nothing but a NUL byte', NUL],
      ['nothing but a lone surrogate', LONE_SURROGATE],
    ])('refuses a customer token with %s', async (_, token) => {
      expect(await postOurs('/api/customer', { token })).toEqual(refusal('token'))
    })

    it('refuses a customer token that is not a session token’s letters', async () => {
      expect(await postOurs('/api/customer', { token: 'not a token ā' })).toMatchObject({ status: 400 })
    })

    it('refuses them in a search query, a sign-up and an order’s details', async () => {
      expect(await postOurs('/api/search-queries', { query: `harbour${NUL}` })).toEqual(refusal('query'))
      expect(await postOurs('/api/newsletter', { email: `ada${NUL}@example.test` })).toEqual(refusal('email'))
      expect(await postOurs('/api/shop/orders', { details: { name: `Ada${LONE_SURROGATE}` } })).toEqual(
        refusal('details.name'),
      )
    })
  })

  describe('the CMS’s REST and GraphQL', () => {
    it('refuses them in a document’s fields', async () => {
      const signUp = { email: 'nul@example.test', password: 'a-long-password-1', firstName: `Ada${NUL}` }
      expect(await postCms('/api/customers', signUp)).toEqual(refusal('firstName'))
      expect(await payload.count({ collection: 'customers', where: { email: { equals: signUp.email } } })).toEqual({
        totalDocs: 0,
      })
    })

    it('refuses them in credentials and reset tokens', async () => {
      expect(await postCms('/api/customers/login', { email: `a${NUL}@example.test`, password: 'x' })).toEqual(
        refusal('email'),
      )
      expect(await postCms('/api/customers/forgot-password', { email: `a${NUL}@example.test` })).toEqual(
        refusal('email'),
      )
      expect(await postCms('/api/customers/reset-password', { token: NUL, password: 'a-long-password-1' })).toEqual(
        refusal('token'),
      )
    })

    it('refuses them in a multipart body’s fields, file names and _payload', async () => {
      const upload = async (form: FormData) =>
        answer(
          await cmsPost(
            new Request(`${SITE}/api/media`, { method: 'POST', headers: { origin: SITE }, body: form }),
            slugOf('/api/media'),
          ),
        )
      const withPayload = new FormData()
      withPayload.set('_payload', JSON.stringify({ alt: `A${NUL}` }))
      expect(await upload(withPayload)).toEqual(refusal('alt'))
      const withFileName = new FormData()
      withFileName.set('file', new Blob(['x'], { type: 'image/png' }), `a${NUL}.png`)
      expect(await upload(withFileName)).toEqual(refusal('A multipart field'))
    })

    it('refuses them in a where filter', async () => {
      expect(await getCms('/api/artworks?where[title][equals]=%00')).toEqual(refusal('where.title.equals'))
      expect(await getCms(`/api/artworks?where=${encodeURIComponent('{"title":{"like":"\\u0000"}}')}`)).toEqual(
        refusal('where.title.like'),
      )
    })

    it('refuses them in GraphQL variables and string literals', async () => {
      const query = 'query ($title: String) { Artworks(where: { title: { equals: $title } }) { docs { id } } }'
      expect(await postGraphql({ query, variables: { title: NUL } })).toEqual(refusal('variables.title'))
      expect(
        await postGraphql({ query: '{ Artworks(where: { title: { equals: "\\u0000" } }) { docs { id } } }' }),
      ).toEqual(refusal('query'))
    })

    it('still answers the same requests without them', async () => {
      expect((await getCms('/api/artworks?where[handle][equals]=x')).status).toBe(200)
      const query = '{ Artworks(where: { handle: { equals: "x\\ty" } }) { docs { id } } }'
      expect(
        (
          await graphqlPost(
            new Request(`${SITE}/api/graphql`, { method: 'POST', headers, body: JSON.stringify({ query }) }),
          )
        ).status,
      ).toBe(200)
    })
  })
}
