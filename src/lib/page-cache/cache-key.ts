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
  const url = incoming.url ?? '/'
  if (!url.startsWith('/') || NOT_PAGES.test(url)) return undefined
  if (holdsPreview(incoming)) return undefined
  const query = url.indexOf('?')
  if (query !== -1 && new URLSearchParams(url.slice(query)).has(PREVIEW_PARAM)) return undefined
  const variant = ROUTER_HEADERS.map((name) => incoming.headers[name] ?? '').join('\u0000')
  // One entry serves every browser: the cache keeps the page unencoded and in each encoding (compressed-page.ts).
  return `${url}\u0000${variant}`
}
