import { env } from '@/lib/env'

/**
 * An address on this site for a redirect. It is built from SITE_URL, never from the request: behind a proxy
 * or in the custom server the request's own host is an internal one (localhost), not the visitor's.
 */
export function siteAddress(pathAndQuery: string): URL {
  return new URL(pathAndQuery, env().SITE_URL)
}
