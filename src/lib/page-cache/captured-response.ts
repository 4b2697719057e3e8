import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'
import type { CachedPage } from './store'

// Cached and served again only as the pages and router payloads Next renders.
const CACHEABLE_TYPE = /^\s*text\/(?:html|x-component)\b/i
// Written per connection or per answer by Node and by the cache itself.
const NOT_KEPT = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'x-page-cache'])
const MAX_PAGE_BYTES = 4 * 1024 * 1024

type WriteArgs = [chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown]

function chunkBuffer([chunk, encoding]: WriteArgs): Buffer | undefined {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return undefined
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
  return Buffer.from(chunk as Uint8Array)
}

function keptHeaders(headers: OutgoingHttpHeaders): CachedPage['headers'] {
  const kept: CachedPage['headers'] = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_KEPT.has(name.toLowerCase())) continue
    kept[name.toLowerCase()] = Array.isArray(value) ? value : String(value)
  }
  return kept
}

/** writeHead's headers come as an object, [[name, value], …] or [name, value, name, value, …]. */
function headerObject(given: unknown): OutgoingHttpHeaders {
  if (!given) return {}
  if (!Array.isArray(given)) return given as OutgoingHttpHeaders
  const pairs: unknown[][] = given.every(Array.isArray)
    ? (given as unknown[][])
    : given.flatMap((name, index) => (index % 2 === 0 ? [[name, given[index + 1]]] : []))
  return Object.fromEntries(pairs.map(([name, value]) => [String(name).toLowerCase(), value])) as OutgoingHttpHeaders
}

/** A 200 page or router payload that sets no cookie: the same for every visitor who asks. */
function isShareable(outgoing: ServerResponse): boolean {
  return (
    outgoing.statusCode === 200 &&
    outgoing.getHeader('set-cookie') === undefined &&
    CACHEABLE_TYPE.test(String(outgoing.getHeader('content-type') ?? ''))
  )
}

/**
 * Watches a response go out and hands `keep` a copy once it has ended, if it may be shared. It changes
 * nothing in what is sent. Installed before the security headers' own hold, it sees the final headers.
 */
export function captureResponse(outgoing: ServerResponse, keep: (page: CachedPage) => void): void {
  const original = { writeHead: outgoing.writeHead, write: outgoing.write, end: outgoing.end }
  const chunks: Buffer[] = []
  let size = 0
  let tooLarge = false
  let headers: CachedPage['headers'] | undefined

  const record = (args: WriteArgs) => {
    const chunk = chunkBuffer(args)
    if (!chunk || tooLarge) return
    size += chunk.length
    if (size > MAX_PAGE_BYTES) tooLarge = true
    else chunks.push(chunk)
  }

  outgoing.writeHead = function writeHead(this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    const [, reasonOrHeaders, maybeHeaders] = args as unknown as [number, unknown, unknown]
    const given = typeof reasonOrHeaders === 'string' ? maybeHeaders : reasonOrHeaders
    // Headers handed to writeHead itself are not kept on the response where getHeaders() reads them.
    headers = keptHeaders({ ...this.getHeaders(), ...headerObject(given) })
    return original.writeHead.apply(this, args)
  } as ServerResponse['writeHead']

  outgoing.write = function write(this: ServerResponse, ...args: WriteArgs) {
    record(args)
    return original.write.apply(this, args as Parameters<typeof original.write>)
  } as ServerResponse['write']

  outgoing.end = function end(this: ServerResponse, ...args: WriteArgs) {
    record(args)
    const shareable = isShareable(this) && !tooLarge
    const result = original.end.apply(this, args as Parameters<typeof original.end>)
    if (shareable)
      keep({ status: 200, headers: headers ?? keptHeaders(this.getHeaders()), body: Buffer.concat(chunks) })
    return result
  } as ServerResponse['end']
}
