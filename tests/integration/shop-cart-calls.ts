import { PEER_ADDRESS_HEADER } from '@/lib/rate-limit/client-address'

const SITE = 'http://localhost:3000'
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/** The answer, with the Set-Cookie lines of the cart's HttpOnly cookie and of the marker the browser reads beside it. */
export type CartReply = { status: number; body: unknown; setCookie: string | null; markerCookie: string | null }

const setCookieNamed = (response: Response, name: string) =>
  response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`)) ?? null

/** Calls `/api/shop/cart` through its Next route handlers with real `Request`s, as a browser on the site would. */
export async function cartRoute() {
  const route = await import('@/app/api/shop/cart/route')
  return async function call(
    method: Method,
    body?: unknown,
    { cookie, origin = SITE }: { cookie?: string; origin?: string } = {},
  ): Promise<CartReply> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      [PEER_ADDRESS_HEADER]: '198.51.100.9',
    }
    if (origin) headers.origin = origin
    if (cookie) headers.cookie = cookie
    const request = new Request(`${SITE}/api/shop/cart`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    const response = await route[method](request)
    const text = await response.text()
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      setCookie: setCookieNamed(response, 'gallery-cart'),
      markerCookie: setCookieNamed(response, 'gallery-has-cart'),
    }
  }
}

/** The `name=value` part of a Set-Cookie header, to send back as a browser would. */
export const cookiePair = (setCookie: string | null) => (setCookie ?? '').split(';', 1)[0] ?? ''
