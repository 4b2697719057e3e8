import { env } from '@/lib/env'
import { safeLocalPath } from './safe-path'

/**
 * An address on this site for a redirect. It is built from SITE_URL, never from the request: behind a proxy
 * or in the custom server the request's own host is an internal one (localhost), not the visitor's. A path
 * that would resolve to another site (`//evil.example`) gives the home page.
 */
export function siteAddress(pathAndQuery: string): URL {
  return new URL(safeLocalPath(pathAndQuery, '/'), env().SITE_URL)
}
