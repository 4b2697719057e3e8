import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'
import { log } from '@/lib/log'
import { NO_SOURCES, type PolicySources } from '@/lib/third-party/vendors'
import { inlineScriptHashes, inlineStyleHashes } from './inline-scripts'
import { baseSecurityHeaders, pageArea, pagePolicy, RESOURCE_POLICY } from './security-headers'
import { wrapResponse } from './wrapped-response'

const CSP = 'Content-Security-Policy'

export type SecurityOptions = {
  /** The site is served over https (its SITE_URL): adds HSTS and upgrade-insecure-requests. */
  https: boolean
  /** The outside sources storefront pages need now, from the settings; read as each page's headers are written. */
  thirdPartySources: () => Promise<PolicySources>
}

function isHtml(outgoing: ServerResponse): boolean {
  return /^\s*text\/html\b/i.test(String(outgoing.getHeader('content-type') ?? ''))
}

/** The page as text whatever Next's compression did to it, or undefined for an encoding we cannot read. */
function decodedPage(body: Buffer, encoding: string): string | undefined {
  if (encoding === '' || encoding === 'identity') return body.toString('utf8')
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8')
  if (encoding === 'deflate') return inflateSync(body).toString('utf8')
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8')
  return undefined
}

/**
 * Adds the security headers to one response. Everything but HTML gets the locked-down resource policy and
 * streams as it is. An HTML page is held until it ends, because its policy lists the hashes of its own
 * inline scripts (Next's `self.__next_f.push(…)` payload), which are known only once it is complete.
 */
export function secureResponse(incoming: IncomingMessage, outgoing: ServerResponse, options: SecurityOptions): void {
  for (const [name, value] of Object.entries(baseSecurityHeaders(options.https))) outgoing.setHeader(name, value)
  outgoing.setHeader(CSP, RESOURCE_POLICY)
  const pathname = (incoming.url ?? '/').split('?', 1)[0] ?? '/'

  async function setPagePolicy(body: Buffer): Promise<void> {
    if (outgoing.statusCode === 304) {
      outgoing.removeHeader(CSP)
      return
    }
    const encoding = String(outgoing.getHeader('content-encoding') ?? '').toLowerCase()
    const html = decodedPage(body, encoding)
    if (html === undefined) log.warn({ url: incoming.url, encoding }, 'page not hashed: unknown content encoding')
    const area = pageArea(pathname)
    const thirdParty = area === 'site' ? await options.thirdPartySources() : NO_SOURCES
    const scriptHashes = html === undefined ? [] : inlineScriptHashes(html)
    const styleHashes = html === undefined ? [] : inlineStyleHashes(html)
    outgoing.setHeader(CSP, pagePolicy({ area, https: options.https, scriptHashes, styleHashes, thirdParty }))
  }

  wrapResponse(outgoing).holdWith({
    holds: () => {
      if (isHtml(outgoing)) return true
      // A 304's headers replace the cached page's: keep the policy that page was sent with.
      if (outgoing.statusCode === 304) outgoing.removeHeader(CSP)
      return false
    },
    release: setPagePolicy,
    failed: (error) => log.error({ err: error, url: incoming.url }, 'page could not be sent with its security headers'),
  })
}
