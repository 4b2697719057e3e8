import type { IncomingMessage } from 'node:http'
import { PREVIEW_COOKIE, PREVIEW_PARAM } from '@/lib/preview'

// Paths that are never pages: the CMS and its API, Next's own files, the search API, media.
const NOT_PAGES = /^\/(?:admin|api|_next)(?:\/|$)/

// Next answers a client-side navigation or prefetch of the same address differently by these.
const ROUTER_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-router-state-tree',
  'next-url',
] as const

/**
 * Parameters that links from newsletters, ads and social posts add for the visitor's analytics, which reads
 * them in the browser. No page reads them, so they are left out of the page the server renders and of its cache
 * key: a newsletter that gives each recipient a link of their own (Mailchimp's `mc_eid`) would otherwise render
 * and store one copy of the page per recipient, and push the gallery's other pages out of the cache.
 */
const TRACKING_PARAM =
  /^(?:utm_\w+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl|igshid|yclid|twclid|ttclid|li_fat_id|_hsenc|_hsmi|mkt_tok|srsltid)$/i

// A name is compared as it came: links write these plainly, and one percent-encoded stays like any other.
function isTrackingPair(pair: string): boolean {
  return TRACKING_PARAM.test(pair.split('=', 1)[0] ?? '')
}

/** `url` (a path with its query) without its tracking parameters; every other byte of it as it came. */
export function withoutTrackingParams(url: string): string {
  const query = url.indexOf('?')
  if (query === -1) return url
  const kept = url
    .slice(query + 1)
    .split('&')
    .filter((pair) => !isTrackingPair(pair))
  return kept.length ? `${url.slice(0, query)}?${kept.join('&')}` : url.slice(0, query)
}

function holdsPreview(incoming: IncomingMessage): boolean {
  const cookie = incoming.headers.cookie
  return cookie !== undefined && cookie.includes(`${PREVIEW_COOKIE}=`)
}

/**
 * The cache key of a storefront page request, or undefined for one the cache must not answer: not a
 * GET or HEAD, not a page, or from a preview holder (who sees drafts and is never served nor stored).
 */
export function pageCacheKey(incoming: IncomingMessage): string | undefined {
  if (incoming.method !== 'GET' && incoming.method !== 'HEAD') return undefined
  const url = withoutTrackingParams(incoming.url ?? '/')
  if (!url.startsWith('/') || NOT_PAGES.test(url)) return undefined
  if (holdsPreview(incoming)) return undefined
  const query = url.indexOf('?')
  if (query !== -1 && new URLSearchParams(url.slice(query)).has(PREVIEW_PARAM)) return undefined
  const variant = ROUTER_HEADERS.map((name) => incoming.headers[name] ?? '').join('\u0000')
  // One entry serves every browser: the cache keeps the page unencoded and in each encoding (compressed-page.ts).
  return `${url}\u0000${variant}`
}
