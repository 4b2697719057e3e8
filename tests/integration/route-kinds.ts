import type { Payload } from 'payload'
import { PEER_ADDRESS_HEADER } from '@/lib/rate-limit/client-address'
import { createTestArtist, createTestArtwork, uploadTestImage } from './catalog-fixtures'

const SITE = 'http://localhost:3000'

/** What the route kinds act on: a customer's and a member of staff's session, and a work that is for sale. */
export type RouteFixture = {
  customerToken: string
  customerEmail: string
  staffToken: string
  artwork: { id: number; variant: string }
  artist: string
  imageId: number
}

/** One kind of request the site answers; `writes` when it changes the database. */
export type RouteKind = { name: string; writes: boolean; call: () => Promise<Response> }

type Handler = (request: Request) => Promise<Response>
type SlugHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

let addresses = 0
// Each call from its own address: the rate limits count per address and are not what these tests are about.
const nextAddress = () => `198.51.${Math.floor(++addresses / 250) % 250}.${(addresses % 250) + 1}`

function request(method: string, path: string, body: unknown, credentials: { token?: string; cookie?: string }) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    origin: SITE,
    [PEER_ADDRESS_HEADER]: nextAddress(),
  }
  if (credentials.token) headers.authorization = `JWT ${credentials.token}`
  if (credentials.cookie) headers.cookie = credentials.cookie
  return new Request(`${SITE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

/**
 * Every kind of request the app serves from the database, each through the handler the app itself mounts (the
 * CMS's REST and GraphQL behind their guards, the site's own API routes), with real `Request`s. Import after
 * the environment is set: it loads the Payload config.
 */
export async function routeKinds(fixture: RouteFixture): Promise<RouteKind[]> {
  const [{ default: config }, payloadRoutes, rest, graphql] = await Promise.all([
    import('@payload-config'),
    import('@payloadcms/next/routes'),
    import('@/cms/guard/rest'),
    import('@/cms/guard/graphql'),
  ])
  const [customer, saves, follows, cart, enquiries, orders, newsletter, csv, searchQueries, images] = await Promise.all(
    [
      import('@/app/api/customer/route'),
      import('@/app/api/customer/artworks/route'),
      import('@/app/api/customer/artists/route'),
      import('@/app/api/shop/cart/route'),
      import('@/app/api/shop/enquiries/route'),
      import('@/app/api/shop/orders/route'),
      import('@/app/api/newsletter/route'),
      import('@/app/api/newsletter/export.csv/route'),
      import('@/app/api/search-queries/route'),
      import('@/app/api/getContentfulImages/route'),
    ],
  )
  const cmsGet: SlugHandler = rest.guardRest(payloadRoutes.REST_GET(config))
  const cmsPost: SlugHandler = rest.guardRest(payloadRoutes.REST_POST(config))
  const graphqlPost = graphql.guardGraphql(payloadRoutes.GRAPHQL_POST(config))
  const cms = (handler: SlugHandler, method: string, path: string, body?: unknown, token?: string) => () => {
    const slug = path.split('?', 1)[0]!.split('/').filter(Boolean)
    return handler(request(method, `/api/${path}`, body, { token }), { params: Promise.resolve({ slug }) })
  }
  const site = (handler: Handler, method: string, path: string, body?: () => unknown, cookie?: string) => () =>
    handler(request(method, path, body?.(), { cookie }))
  const signedIn = `payload-token=${fixture.customerToken}`
  let sequence = 0
  const unique = () => `${Date.now()}-${++sequence}`
  const { artwork, artist, customerEmail, staffToken, imageId } = fixture
  const work = { id: artwork.id }
  const line = { artwork: artwork.id, variant: artwork.variant }
  const buyer = { email: 'outage-buyer@example.test', name: 'Ada Buyer' }
  const giftCard = { amount: 100, recipientName: 'Rosa', recipientEmail: 'rosa@example.test' }
  const artworksQuery = { query: '{ Artworks(limit: 1) { docs { id title } } }' }

  return [
    { name: 'CMS REST read', writes: false, call: cms(cmsGet, 'GET', 'artworks?depth=0&limit=1') },
    { name: 'CMS REST read, staff', writes: false, call: cms(cmsGet, 'GET', 'orders?depth=0', undefined, staffToken) },
    { name: 'CMS REST me, staff', writes: false, call: cms(cmsGet, 'GET', 'users/me', undefined, staffToken) },
    {
      name: 'CMS REST write, staff',
      writes: true,
      call: () => cms(cmsPost, 'POST', 'newsletter-subscribers', { email: `s-${unique()}@example.test` }, staffToken)(),
    },
    {
      name: 'GraphQL read',
      writes: false,
      call: () => graphqlPost(request('POST', '/api/graphql', artworksQuery, {})),
    },
    {
      name: 'GraphQL read, staff',
      writes: false,
      call: () => graphqlPost(request('POST', '/api/graphql', artworksQuery, { token: staffToken })),
    },
    {
      name: 'customer sign-up',
      writes: true,
      call: () =>
        cms(cmsPost, 'POST', 'customers', { email: `c-${unique()}@example.test`, password: 'outage-password-1' })(),
    },
    {
      name: 'customer login',
      writes: true,
      call: cms(cmsPost, 'POST', 'customers/login', { email: customerEmail, password: 'customer-password-1' }),
    },
    {
      name: 'customer password reset request',
      // Answered before its write, so that its time tells no one whether an account exists: a lock holds up the
      // token's write after the answer (it waits, then is logged if it fails), not the answer itself.
      writes: false,
      call: cms(cmsPost, 'POST', 'customers/forgot-password', { email: customerEmail }),
    },
    {
      name: 'customer session',
      writes: false,
      call: site(customer.POST, 'POST', '/api/customer', () => ({}), signedIn),
    },
    {
      name: 'save a work',
      writes: true,
      call: site(saves.POST, 'POST', '/api/customer/artworks', () => ({ artwork: work }), signedIn),
    },
    {
      name: 'unsave a work',
      writes: true,
      call: site(saves.PATCH, 'PATCH', '/api/customer/artworks', () => ({ artwork: work }), signedIn),
    },
    {
      name: 'follow an artist',
      writes: true,
      call: site(follows.POST, 'POST', '/api/customer/artists', () => ({ artist: { slug: artist } }), signedIn),
    },
    {
      name: 'unfollow an artist',
      writes: true,
      call: site(follows.PATCH, 'PATCH', '/api/customer/artists', () => ({ artist: { slug: artist } }), signedIn),
    },
    { name: 'cart read, customer', writes: false, call: site(cart.GET, 'GET', '/api/shop/cart', undefined, signedIn) },
    { name: 'cart add, visitor', writes: false, call: site(cart.POST, 'POST', '/api/shop/cart', () => line) },
    { name: 'cart add, customer', writes: true, call: site(cart.POST, 'POST', '/api/shop/cart', () => line, signedIn) },
    {
      name: 'cart remove, customer',
      writes: true,
      call: site(cart.DELETE, 'DELETE', '/api/shop/cart', () => line, signedIn),
    },
    {
      name: 'enquiry',
      writes: true,
      call: site(enquiries.POST, 'POST', '/api/shop/enquiries', () => ({
        artwork: artwork.id,
        name: 'Ada',
        email: `e-${unique()}@example.test`,
        message: 'Is it still available?',
        website: '',
      })),
    },
    {
      name: 'checkout',
      writes: true,
      call: site(orders.POST, 'POST', '/api/shop/orders', () => ({ details: buyer, giftCard })),
    },
    {
      name: 'newsletter sign-up',
      writes: true,
      call: site(newsletter.POST, 'POST', '/api/newsletter', () => ({ email: `n-${unique()}@example.test` })),
    },
    {
      name: 'newsletter export, staff',
      writes: false,
      call: () => csv.GET(request('GET', '/api/newsletter/export.csv', undefined, { token: staffToken })),
    },
    {
      name: 'search query count',
      writes: true,
      call: site(searchQueries.POST, 'POST', '/api/search-queries', () => ({ query: 'lantern' })),
    },
    {
      name: 'image asset',
      writes: false,
      call: site(images.POST, 'POST', '/api/getContentfulImages', () => ({ id: imageId })),
    },
  ]
}

export type RouteAnswer = { name: string; status: number; retryAfter: string | null; body: string }

/** Runs every kind at once and reads each answer whole; a handler that throws is Next's bare 500. */
export async function answersOf(kinds: RouteKind[]): Promise<RouteAnswer[]> {
  return Promise.all(
    kinds.map(async ({ name, call }) => {
      try {
        const response = await call()
        const body = await response.text()
        return { name, status: response.status, retryAfter: response.headers.get('retry-after'), body }
      } catch (error) {
        return { name, status: 500, retryAfter: null, body: `thrown: ${String(error).slice(0, 200)}` }
      }
    }),
  )
}

/** A customer, an admin, an artist with a work for sale and an image: what `routeKinds` acts on. */
export async function createRouteFixture(payload: Payload, name: string): Promise<RouteFixture> {
  const artistId = await createTestArtist(payload, 'Ines', name)
  const work = await createTestArtwork(payload, {
    title: `Lantern Harbour ${name}`,
    artist: artistId,
    medium: 'painting',
    prices: [900],
  })
  const image = await uploadTestImage(payload, `${name} image`)
  const artist = await payload.findByID({ collection: 'artists', id: artistId, depth: 0 })
  const customerEmail = `customer-${name.toLowerCase()}@example.test`
  const staffEmail = `admin-${name.toLowerCase()}@example.test`
  await payload.create({ collection: 'customers', data: { email: customerEmail, password: 'customer-password-1' } })
  await payload.create({
    collection: 'users',
    data: { email: staffEmail, password: 'admin-password-1', role: 'admin' },
  })
  const login = async (collection: 'customers' | 'users', email: string, password: string) =>
    (await payload.login({ collection, data: { email, password } })).token ?? ''
  return {
    customerToken: await login('customers', customerEmail, 'customer-password-1'),
    customerEmail,
    staffToken: await login('users', staffEmail, 'admin-password-1'),
    artwork: { id: work.id, variant: work.variants[0]?.id ?? '' },
    artist: artist.slug ?? '',
    imageId: image.id,
  }
}
