import 'server-only'
import { hkdfSync } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import { generateCookie, parseCookies } from 'payload/shared'
import { env } from '@/lib/env'
import { log } from '@/lib/log'
import { markerCookie } from '@/lib/marker-cookies/marker-cookie'
import { storedCartLines, type CartLine } from './cart-line'

/** The visitor's cart: a signed token in an HttpOnly cookie, read by the server only. */
export const CART_COOKIE = 'gallery-cart'

const THIRTY_DAYS = 30 * 24 * 60 * 60
const ALGORITHM = 'HS256'

let signingKey: Uint8Array | undefined

/** A key of the cart's own, derived from PAYLOAD_SECRET: a cart token can never pass for a session token. */
function key(): Uint8Array {
  signingKey ??= new Uint8Array(hkdfSync('sha256', env().PAYLOAD_SECRET, '', 'gallery visitor cart cookie v1', 32))
  return signingKey
}

function cookie(value: string, maxAge: number | undefined): string {
  return generateCookie<false>({
    name: CART_COOKIE,
    value,
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: env().SITE_URL.startsWith('https:'),
    ...(maxAge ? { maxAge } : { expires: new Date(0) }),
    returnCookieAsObject: false,
  })
}

/** The Set-Cookie values that store these lines for thirty days (from the last change), with their marker. */
export async function cartCookies(lines: CartLine[]): Promise<string[]> {
  const token = await new SignJWT({ lines })
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuedAt()
    .setExpirationTime(`${THIRTY_DAYS}s`)
    .sign(key())
  return [cookie(token, THIRTY_DAYS), markerCookie('cart', THIRTY_DAYS)]
}

/** The Set-Cookie values that remove the visitor's cart and its marker. */
export function clearedCartCookies(): string[] {
  return [cookie('', undefined), markerCookie('cart', undefined)]
}

/** Whether the request carries a visitor cart at all, readable or not. */
export const hasCartCookie = (headers: Headers) => parseCookies(headers).has(CART_COOKIE)

/** The visitor's lines; a missing, expired, forged or unreadable cookie is an empty cart. */
export async function visitorCartLines(headers: Headers): Promise<CartLine[]> {
  const token = parseCookies(headers).get(CART_COOKIE)
  if (!token) return []
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: [ALGORITHM] })
    return storedCartLines(payload.lines)
  } catch (error) {
    log.info({ reason: error instanceof Error ? error.message : String(error) }, 'cart: visitor cookie refused')
    return []
  }
}
