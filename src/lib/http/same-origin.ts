import { env } from '@/lib/env'

/**
 * A state-changing request a browser sent from another site. Browsers name the page's origin in `Origin` on
 * every POST and PATCH; it must be this site's, by SITE_URL or by the Host the request was sent to (a visitor
 * may reach the server under another name). Without `Origin`, `Sec-Fetch-Site` tells; a caller that sends
 * neither is not a browser, and proves who it is with its token.
 */
export function isCrossSiteRequest(headers: Headers): boolean {
  const origin = headers.get('origin')
  if (origin) {
    if (origin === new URL(env().SITE_URL).origin) return false
    const host = headers.get('host')
    return !host || !URL.canParse(origin) || new URL(origin).host !== host
  }
  const fetchSite = headers.get('sec-fetch-site')
  return fetchSite === 'cross-site' || fetchSite === 'same-site'
}
