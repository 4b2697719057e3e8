import { env } from '@/lib/env'

/**
 * Whether a request was sent by a page of another site. Browsers name the page's origin on every POST, so a
 * form or script elsewhere cannot make a visitor's browser act here (CSRF). The site's origin comes from
 * SITE_URL, never from the request, whose own host is an internal one behind a proxy or the custom server.
 * A request without Origin comes from no page at all (curl, a server), which a browser cannot be made to send.
 */
export function isFromAnotherSite(headers: Headers, siteUrl: string = env().SITE_URL): boolean {
  const origin = headers.get('origin')
  return origin !== null && origin !== new URL(siteUrl).origin
}
