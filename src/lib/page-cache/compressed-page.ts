import type { IncomingMessage } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import Negotiator from 'negotiator'
import type { CachedPage } from './store'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Below this an encoded body saves less than its headers cost. */
const MIN_COMPRESSED_BYTES = 1024
// Brotli's quality 5 compresses a page about as well as gzip's best in a few milliseconds; 11 would take 100 ms.
const BROTLI_QUALITY = 5
const ENCODINGS = ['br', 'gzip', 'identity'] as const

/**
 * The page with its body also encoded in Brotli and gzip, once, when it is stored: every later visitor is sent
 * the encoding their browser accepts without the server compressing per request.
 */
export async function withEncodedBodies(page: CachedPage): Promise<CachedPage> {
  if (page.body.length < MIN_COMPRESSED_BYTES) return page
  const [br, gzipped] = await Promise.all([
    brotliAsync(page.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
      },
    }),
    gzipAsync(page.body),
  ])
  return { ...page, encoded: { br, gzip: gzipped } }
}

export type PageBody = { body: Buffer; encoding: 'br' | 'gzip' | undefined }

/** The stored body in the encoding this request accepts best, Brotli before gzip before none. */
export function bodyFor(incoming: Pick<IncomingMessage, 'headers'>, page: CachedPage): PageBody {
  if (!page.encoded) return { body: page.body, encoding: undefined }
  const chosen = new Negotiator(incoming).encoding(ENCODINGS, { preferred: ENCODINGS })
  if (chosen === 'br') return { body: page.encoded.br, encoding: 'br' }
  if (chosen === 'gzip') return { body: page.encoded.gzip, encoding: 'gzip' }
  return { body: page.body, encoding: undefined }
}

/** What a stored page costs in memory, its encoded bodies included. */
export function storedBytes(page: CachedPage): number {
  return page.body.length + (page.encoded ? page.encoded.br.length + page.encoded.gzip.length : 0)
}
