import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'
import { log } from '@/lib/log'
import { NO_SOURCES, type PolicySources } from '@/lib/third-party/vendors'
import { inlineScriptHashes } from './inline-scripts'
import { baseSecurityHeaders, pageArea, pagePolicy, RESOURCE_POLICY } from './security-headers'

const CSP = 'Content-Security-Policy'

export type SecurityOptions = {
  /** The site is served over https (its SITE_URL): adds HSTS and upgrade-insecure-requests. */
  https: boolean
  /** The outside sources storefront pages need now, from the settings; read as each page's headers are written. */
  thirdPartySources: () => Promise<PolicySources>
}

type Callback = (error?: Error | null) => void
type Headers = OutgoingHttpHeaders | OutgoingHttpHeader[]

function setHeaders(outgoing: ServerResponse, headers: Headers | undefined): void {
  if (!headers) return
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) outgoing.setHeader(name, value)
    return
  }
  // Node also takes [[name, value], …] and [name, value, name, value, …].
  const pairs: Array<[string, unknown]> = headers.every(Array.isArray)
    ? (headers as unknown as Array<[string, unknown]>)
    : headers.flatMap((name, index) =>
        index % 2 === 0 ? [[String(name), headers[index + 1]] as [string, unknown]] : [],
      )
  for (const [name, value] of pairs) outgoing.setHeader(name, value as OutgoingHttpHeader)
}

function isHtml(outgoing: ServerResponse): boolean {
  return /^\s*text\/html\b/i.test(String(outgoing.getHeader('content-type') ?? ''))
}

type WriteArgs = [chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown]

/** `write` and `end` take (chunk, encoding, callback) with any of them left out. */
function writeArguments([first, second, third]: WriteArgs): [Buffer | undefined, Callback | undefined] {
  const callback = [first, second, third].find((arg): arg is Callback => typeof arg === 'function')
  if (first === undefined || first === null || typeof first === 'function') return [undefined, callback]
  const encoding = typeof second === 'string' ? (second as BufferEncoding) : 'utf8'
  return [typeof first === 'string' ? Buffer.from(first, encoding) : Buffer.from(first as Uint8Array), callback]
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
  const original = {
    writeHead: outgoing.writeHead,
    flushHeaders: outgoing.flushHeaders,
    write: outgoing.write,
    end: outgoing.end,
  }
  let mode: 'undecided' | 'stream' | 'hold' = 'undecided'
  let ending = false
  const held: Buffer[] = []

  function decide(): 'stream' | 'hold' {
    if (mode !== 'undecided') return mode
    mode = isHtml(outgoing) ? 'hold' : 'stream'
    // A 304's headers replace the cached page's: keep the policy that page was sent with.
    if (mode === 'stream' && outgoing.statusCode === 304) outgoing.removeHeader(CSP)
    return mode
  }

  async function sendPage(callback?: Callback): Promise<void> {
    const body = Buffer.concat(held)
    if (outgoing.statusCode === 304) outgoing.removeHeader(CSP)
    else {
      const encoding = String(outgoing.getHeader('content-encoding') ?? '').toLowerCase()
      const html = decodedPage(body, encoding)
      if (html === undefined) log.warn({ url: incoming.url, encoding }, 'page not hashed: unknown content encoding')
      const area = pageArea(pathname)
      const thirdParty = area === 'site' ? await options.thirdPartySources() : NO_SOURCES
      const scriptHashes = html === undefined ? [] : inlineScriptHashes(html)
      outgoing.setHeader(CSP, pagePolicy({ area, https: options.https, scriptHashes, thirdParty }))
    }
    original.writeHead.call(outgoing, outgoing.statusCode)
    const endWith = original.end as (this: ServerResponse, chunk: Buffer, callback?: Callback) => ServerResponse
    endWith.call(outgoing, body, callback)
  }

  outgoing.writeHead = function writeHead(this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    if (mode === 'stream') return original.writeHead.apply(this, args)
    // Held until the policy is known: status and headers are kept on the response and written at the end.
    const [statusCode, reasonOrHeaders, maybeHeaders] = args as unknown as [
      number,
      string | Headers | undefined,
      Headers?,
    ]
    this.statusCode = statusCode
    if (typeof reasonOrHeaders === 'string') this.statusMessage = reasonOrHeaders
    setHeaders(this, typeof reasonOrHeaders === 'string' ? maybeHeaders : reasonOrHeaders)
    if (decide() === 'stream') return original.writeHead.call(this, statusCode)
    return this
  } as ServerResponse['writeHead']

  outgoing.flushHeaders = function flushHeaders(this: ServerResponse) {
    if (decide() === 'stream') original.flushHeaders.call(this)
  }

  outgoing.write = function write(this: ServerResponse, ...args: WriteArgs) {
    if (decide() === 'stream') return original.write.apply(this, args as Parameters<typeof original.write>)
    const [chunk, callback] = writeArguments(args)
    if (chunk !== undefined) held.push(chunk)
    if (callback) process.nextTick(callback)
    return true
  } as ServerResponse['write']

  outgoing.end = function end(this: ServerResponse, ...args: WriteArgs) {
    if (decide() === 'stream') return original.end.apply(this, args as Parameters<typeof original.end>)
    if (ending) return this
    ending = true
    const [chunk, callback] = writeArguments(args)
    if (chunk !== undefined) held.push(chunk)
    sendPage(callback).catch((error: unknown) => {
      log.error({ err: error, url: incoming.url }, 'page could not be sent with its security headers')
      outgoing.destroy(error instanceof Error ? error : new Error(String(error)))
    })
    return this
  } as ServerResponse['end']
}
