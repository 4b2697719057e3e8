import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import Negotiator from 'negotiator'
import { wrapResponse } from './wrapped-response'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type ContentEncoding = 'br' | 'gzip'

/** Below this an encoded body saves less than its headers cost. */
export const MIN_ENCODED_BYTES = 1024
// Brotli's quality 5 compresses a page about as well as gzip's best in a few milliseconds; 11 would take 100 ms.
const BROTLI_QUALITY = 5
const PREFERENCE = ['br', 'gzip', 'identity'] as const

/** The encoding this request accepts best, Brotli before gzip, or undefined for the body as it is. */
export function acceptedEncoding(incoming: Pick<IncomingMessage, 'headers'>): ContentEncoding | undefined {
  const chosen = new Negotiator(incoming).encoding(PREFERENCE, { preferred: PREFERENCE })
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined
}

function compress(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body)
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
}

// A rendered page is sent encoded for its visitor and then stored with its encodings: the same body, once each.
const encodedBodies = new WeakMap<Buffer, Map<ContentEncoding, Promise<Buffer>>>()

/** The body in `encoding`, compressed once per body and encoding however many layers ask. */
export function encodeBody(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  let known = encodedBodies.get(body)
  if (!known) encodedBodies.set(body, (known = new Map()))
  let encoded = known.get(encoding)
  if (!encoded) known.set(encoding, (encoded = compress(body, encoding)))
  return encoded
}

/** A response's Vary with Accept-Encoding added once: caches must keep one copy per encoding. */
export function varyOnEncoding(vary: number | string | string[] | undefined): string {
  const names = [vary ?? []]
    .flat()
    .flatMap((value) => String(value).split(','))
    .map((name) => name.trim())
  const others = names.filter((name) => name !== '' && name.toLowerCase() !== 'accept-encoding')
  return [...others, 'Accept-Encoding'].join(', ')
}

/**
 * A whole response body encoded as this request accepts best, with the headers that say so; as it is when it
 * is small, already encoded, or a HEAD's.
 */
export async function encodedResponseBody(
  incoming: Pick<IncomingMessage, 'headers' | 'method'>,
  outgoing: Pick<ServerResponse, 'getHeader' | 'hasHeader' | 'setHeader'>,
  body: Buffer,
): Promise<Buffer> {
  if (body.length < MIN_ENCODED_BYTES || incoming.method === 'HEAD' || outgoing.hasHeader('content-encoding'))
    return body
  outgoing.setHeader('vary', varyOnEncoding(outgoing.getHeader('vary')))
  const encoding = acceptedEncoding(incoming)
  if (!encoding) return body
  const encoded = await encodeBody(body, encoding)
  outgoing.setHeader('content-encoding', encoding)
  return encoded
}

/** A response held whole until it ends (a page, for its security policy) goes out compressed for the browser. */
export function encodeHeldResponse(incoming: IncomingMessage, outgoing: ServerResponse): void {
  wrapResponse(outgoing).encodeHeldWith((body) => encodedResponseBody(incoming, outgoing, body))
}
