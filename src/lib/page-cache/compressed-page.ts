import type { IncomingMessage } from 'node:http'
import { acceptedEncoding, encodeBody, MIN_ENCODED_BYTES, type ContentEncoding } from '@/lib/http/content-encoding'
import type { CachedPage } from './store'

/**
 * The page with its body also encoded in Brotli and gzip, once, when it is stored: every later visitor is sent
 * the encoding their browser accepts without the server compressing per request.
 */
export async function withEncodedBodies(page: CachedPage): Promise<CachedPage> {
  if (page.body.length < MIN_ENCODED_BYTES) return page
  const [br, gzipped] = await Promise.all([encodeBody(page.body, 'br'), encodeBody(page.body, 'gzip')])
  return { ...page, encoded: { br, gzip: gzipped } }
}

export type PageBody = { body: Buffer; encoding: ContentEncoding | undefined }

/** The stored body in the encoding this request accepts best, Brotli before gzip before none. */
export function bodyFor(incoming: Pick<IncomingMessage, 'headers'>, page: CachedPage): PageBody {
  const encoding = page.encoded ? acceptedEncoding(incoming) : undefined
  if (!page.encoded || !encoding) return { body: page.body, encoding: undefined }
  return { body: page.encoded[encoding], encoding }
}

/** What a stored page costs in memory, its encoded bodies included. */
export function storedBytes(page: CachedPage): number {
  return page.body.length + (page.encoded ? page.encoded.br.length + page.encoded.gzip.length : 0)
}
