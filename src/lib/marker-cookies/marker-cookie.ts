import 'server-only'
import { generateCookie } from 'payload/shared'
import { env } from '@/lib/env'
import { MARKER_COOKIES, type MarkerCookie } from './names'

/**
 * The Set-Cookie value of a marker: kept for `maxAgeSeconds` (the lifetime of the cookie it stands beside), or
 * removed when that is undefined. Not HttpOnly, so that the browser can read it; path, SameSite and Secure
 * as the session and cart cookies have them.
 */
export function markerCookie(marker: MarkerCookie, maxAgeSeconds: number | undefined): string {
  return generateCookie<false>({
    name: MARKER_COOKIES[marker],
    value: maxAgeSeconds ? '1' : '',
    path: '/',
    sameSite: 'Lax',
    secure: env().SITE_URL.startsWith('https:'),
    ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : { expires: new Date(0) }),
    returnCookieAsObject: false,
  })
}
