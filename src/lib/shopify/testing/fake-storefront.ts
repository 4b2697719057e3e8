import type { IncomingMessage, ServerResponse } from 'node:http'
import { graphql } from 'graphql'
import sharp from 'sharp'
import { readBody, serveLocally } from '@/lib/testing/local-server'
import type { QueryCost } from '../answer'
import type { FakeProduct } from './catalog'
import { productsResolver } from './fake-products'
import { storefrontSchema } from './storefront-schema'

export const FAKE_STOREFRONT_TOKEN = 'fake-storefront-token-0123'
const ENDPOINT = '/api/2022-04/graphql.json'
/** What the fake reports as the bucket on every answer that is not throttled. */
const CALM_COST: QueryCost = {
  requestedQueryCost: 12,
  throttleStatus: { maximumAvailable: 1000, currentlyAvailable: 988, restoreRate: 50 },
}

export type RecordedRequest = { method: string; path: string; headers: IncomingMessage['headers']; body: string }
type Scripted = { status: number; body: string; contentType?: string }

/**
 * A local stand-in for a store's Storefront API (node:http), as strict as the real one: the access token header,
 * `Accept: application/graphql` and a JSON body, or Shopify's own refusal.
 */
export type FakeStorefront = {
  origin: string
  requests: RecordedRequest[]
  /** The next `times` GraphQL requests answer THROTTLED with these figures. */
  throttle(cost: QueryCost, times?: number): void
  /** The next GraphQL request (or the one after `after` normal answers) gets this raw answer instead. */
  answerNext(answer: Scripted, options?: { after?: number }): void
  /** Image URLs of this product answer 404 until `repairImagesOf`. */
  breakImagesOf(handle: string): void
  repairImagesOf(handle: string): void
  close(): Promise<void>
}

const json = (status: number, value: unknown): Scripted => ({ status, body: JSON.stringify(value) })

/** Shopify's own words for a bad token and for a throttled query. */
const BAD_TOKEN = json(401, { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' })
const throttled = (cost: QueryCost) =>
  json(200, {
    errors: [
      {
        message: 'Throttled',
        extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' },
      },
    ],
    extensions: { cost: { ...cost, actualQueryCost: null } },
  })

export async function startFakeStorefront(catalog: readonly FakeProduct[]): Promise<FakeStorefront> {
  const requests: RecordedRequest[] = []
  // Queued answers for the coming GraphQL requests; `normal` lets one be answered from the catalog.
  const scripted: (Scripted | 'normal')[] = []
  const brokenImages = new Set<string>()
  let origin = ''

  async function answerGraphql(request: IncomingMessage, body: string): Promise<Scripted> {
    if (request.headers['x-shopify-storefront-access-token'] !== FAKE_STOREFRONT_TOKEN) return BAD_TOKEN
    if (!request.headers.accept?.includes('application/graphql'))
      return json(406, { errors: 'Accept must be application/graphql' })
    if (!request.headers['content-type']?.startsWith('application/json'))
      return json(415, { errors: 'Content-Type must be application/json' })
    const next = scripted.shift()
    if (next && next !== 'normal') return next
    let parsed: { query?: unknown; variables?: unknown }
    try {
      parsed = JSON.parse(body) as { query?: unknown; variables?: unknown }
    } catch {
      return json(400, { errors: 'Body is not JSON' })
    }
    if (typeof parsed.query !== 'string') return json(400, { errors: 'Parameter Missing or Invalid' })
    const variables = typeof parsed.variables === 'object' && parsed.variables ? parsed.variables : {}
    const result = await graphql({
      schema: storefrontSchema,
      source: parsed.query,
      variableValues: variables as Record<string, unknown>,
      rootValue: { products: productsResolver(catalog, `${origin}/images`) },
    })
    return json(200, { ...result, extensions: { cost: { ...CALM_COST, actualQueryCost: 10 } } })
  }

  async function answerImage(path: string, response: ServerResponse) {
    const match = /^\/images\/([a-z0-9-]+)-(\d+)\.png$/.exec(path)
    const product = catalog.find((candidate) => candidate.handle === match?.[1])
    const image = product?.images[Number(match?.[2])]
    if (!product || !image || brokenImages.has(product.handle)) return response.writeHead(404).end()
    const png = await sharp({
      create: { width: image.width, height: image.height, channels: 3, background: { r: 40, g: 90, b: 140 } },
    })
      .png()
      .toBuffer()
    response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': png.length }).end(png)
  }

  const listening = await serveLocally('fake storefront failed to answer', async (request, response) => {
    const path = request.url ?? '/'
    const body = await readBody(request)
    requests.push({ method: request.method ?? '', path, headers: request.headers, body })
    if (request.method === 'GET' && path.startsWith('/images/')) return answerImage(path, response)
    const answer =
      request.method === 'POST' && path === ENDPOINT
        ? await answerGraphql(request, body)
        : json(404, { errors: 'Not Found' })
    response.writeHead(answer.status, { 'Content-Type': answer.contentType ?? 'application/json' }).end(answer.body)
  })
  const server = listening.server
  origin = listening.origin

  return {
    origin,
    requests,
    throttle: (cost, times = 1) => {
      for (let i = 0; i < times; i++) scripted.push(throttled(cost))
    },
    answerNext: (answer, { after = 0 } = {}) => {
      for (let i = 0; i < after; i++) scripted.push('normal')
      scripted.push(answer)
    },
    breakImagesOf: (handle) => brokenImages.add(handle),
    repairImagesOf: (handle) => brokenImages.delete(handle),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
