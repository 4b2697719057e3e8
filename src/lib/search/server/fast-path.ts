import 'server-only'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { MAX_BODY_BYTES } from '@/lib/http/json'
import { log } from '@/lib/log'
import { limitRequest, retryAfterHeaders, TOO_MANY_REQUESTS } from '@/lib/rate-limit/answers'
import { answerSearchRequest } from '@/lib/gallery-search/preview/preview-search-api'
import { errorAnswer, type ApiAnswer } from './api-answer'
import { searchEndpoint } from './api-endpoint'

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'x-content-type-options': 'nosniff' }

/** The body as text, or undefined once it passes the size limit (the rest is not read). */
async function readBody(incoming: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of incoming) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > MAX_BODY_BYTES) return undefined
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function send(outgoing: ServerResponse, answer: ApiAnswer, extraHeaders: Record<string, string> = {}): void {
  const retryAfter = answer.retryAfterSeconds === undefined ? {} : retryAfterHeaders(answer.retryAfterSeconds)
  outgoing.writeHead(answer.status, { ...JSON_HEADERS, ...retryAfter, ...extraHeaders })
  outgoing.end(answer.body)
}

/** A POST to the search API, the only request serveSearchApi answers. */
export function isSearchApiRequest(incoming: IncomingMessage): boolean {
  return incoming.method === 'POST' && Boolean(incoming.url && searchEndpoint(incoming.url.split('?', 1)[0] ?? ''))
}

/**
 * Serves a search API POST straight from Node's request, before Next's router: the router costs about
 * a millisecond a request, as much as a whole search, and the grid sends one on every keystroke.
 * Returns false, having read nothing, for any other request.
 */
export async function serveSearchApi(incoming: IncomingMessage, outgoing: ServerResponse): Promise<boolean> {
  if (incoming.method !== 'POST' || !incoming.url) return false
  const endpoint = searchEndpoint(incoming.url.split('?', 1)[0] ?? '')
  if (!endpoint) return false
  try {
    const limit = await limitRequest('search', incoming.headers)
    if (!limit.ok) {
      send(outgoing, { ...errorAnswer(429, TOO_MANY_REQUESTS), retryAfterSeconds: limit.retryAfterSeconds })
      return true
    }
    const body = await readBody(incoming)
    if (body === undefined) {
      send(outgoing, errorAnswer(413, 'Request body too large'), { connection: 'close' })
      return true
    }
    const chargeRequests = (extra: number) => limitRequest('search', incoming.headers, { cost: extra })
    send(outgoing, await answerSearchRequest(incoming.headers.cookie, endpoint, body, chargeRequests))
  } catch (error) {
    log.error({ err: error, url: incoming.url }, 'search API failed')
    if (!outgoing.headersSent) send(outgoing, errorAnswer(500, 'Search failed'))
  }
  return true
}
