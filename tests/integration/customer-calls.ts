import { PEER_ADDRESS_HEADER } from '@/lib/rate-limit/client-address'

export type CustomerCaller = {
  token?: string
  cookie?: string
  authorization?: string
  address?: string
  origin?: string | null
}
export type CustomerReply = { status: number; body: unknown }

const SITE = 'http://localhost:3000'

type Handler = (request: Request) => Promise<Response>
type Method = 'POST' | 'PATCH' | 'PUT'

/** Calls the spec's customer routes through their Next route handlers, with real `Request`s. */
export async function customerRoutes() {
  const [customer, artworks, artists, recentlyViewed] = await Promise.all([
    import('@/app/api/customer/route'),
    import('@/app/api/customer/artworks/route'),
    import('@/app/api/customer/artists/route'),
    import('@/app/api/customer/recently-viewed/route'),
  ])
  const handlers: Record<string, Partial<Record<Method, Handler>>> = {
    '/api/customer': { POST: customer.POST },
    '/api/customer/artworks': { POST: artworks.POST, PATCH: artworks.PATCH },
    '/api/customer/artists': { POST: artists.POST, PATCH: artists.PATCH },
    '/api/customer/recently-viewed': { POST: recentlyViewed.POST, PUT: recentlyViewed.PUT },
  }

  return async function call(
    method: Method,
    path: string,
    body: unknown,
    caller: CustomerCaller = {},
  ): Promise<CustomerReply> {
    const handler = handlers[path]?.[method]
    if (!handler) throw new Error(`no ${method} ${path}`)
    const { cookie, authorization, address = '198.51.100.7', origin = SITE } = caller
    const headers: Record<string, string> = { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: address }
    if (origin) headers.origin = origin
    if (cookie) headers.cookie = cookie
    if (authorization) headers.authorization = authorization
    const response = await handler(
      new Request(`${SITE}${path}`, {
        method,
        headers,
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    )
    const text = await response.text()
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined }
  }
}
