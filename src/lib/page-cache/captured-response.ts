import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { wrapResponse, type SentHead } from '@/lib/http/wrapped-response'
import type { CachedPage } from './store'

// Cached and served again only as the pages and router payloads Next renders.
const CACHEABLE_TYPE = /^\s*text\/(?:html|x-component)\b/i
// Written per connection or per answer by Node and by the cache itself.
const NOT_KEPT = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'x-page-cache'])
const MAX_PAGE_BYTES = 4 * 1024 * 1024

function keptHeaders(headers: OutgoingHttpHeaders): CachedPage['headers'] {
  const kept: CachedPage['headers'] = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_KEPT.has(name.toLowerCase())) continue
    kept[name.toLowerCase()] = Array.isArray(value) ? value : String(value)
  }
  return kept
}

/**
 * The body in one buffer. A held page is sent in one piece, which is kept as it is: it is the buffer already encoded
 * for its visitor, and the cache's encodings of it reuse that work.
 */
function wholeBody(chunks: Buffer[]): Buffer {
  const [only, ...more] = chunks
  return only && more.length === 0 ? only : Buffer.concat(chunks)
}

/**
 * A 200 page or router payload that sets no cookie, the same for every visitor who asks, sent unencoded: the
 * cache encodes what it keeps itself, for every browser at once.
 */
function isShareable({ statusCode, headers }: SentHead): boolean {
  return (
    statusCode === 200 &&
    headers['set-cookie'] === undefined &&
    headers['content-encoding'] === undefined &&
    CACHEABLE_TYPE.test(String(headers['content-type'] ?? ''))
  )
}

/**
 * Watches a response go out and hands `keep` a copy once it has ended, if it may be shared. It changes
 * nothing in what is sent, and sees the final headers whatever other layer (the security headers) holds them.
 */
export function captureResponse(outgoing: ServerResponse, keep: (page: CachedPage) => void): void {
  const chunks: Buffer[] = []
  let size = 0
  let tooLarge = false
  wrapResponse(outgoing).watch({
    sent: (chunk) => {
      if (tooLarge) return
      size += chunk.length
      if (size > MAX_PAGE_BYTES) tooLarge = true
      else chunks.push(chunk)
    },
    ended: (head) => {
      if (!tooLarge && isShareable(head))
        keep({ status: 200, headers: keptHeaders(head.headers), body: wholeBody(chunks) })
    },
  })
}
