import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { POST as facetQuery } from '@/app/api/search/1/indexes/[index]/facets/[facet]/query/route'
import { POST as multiQuery } from '@/app/api/search/1/indexes/[index]/queries/route'
import { POST as indexQuery } from '@/app/api/search/1/indexes/[index]/query/route'

type Handler = (request: Request, params: Record<string, string>) => Promise<Response>

const ROUTES: Array<[RegExp, string[], Handler]> = [
  [/^\/api\/search\/1\/indexes\/([^/]+)\/queries$/, ['index'], (req, params) => multiQuery(req, { params: Promise.resolve({ index: params.index ?? '' }) })],
  [/^\/api\/search\/1\/indexes\/([^/]+)\/query$/, ['index'], (req, params) => indexQuery(req, { params: Promise.resolve({ index: params.index ?? '' }) })],
  [
    /^\/api\/search\/1\/indexes\/([^/]+)\/facets\/([^/]+)\/query$/,
    ['index', 'facet'],
    (req, params) => facetQuery(req, { params: Promise.resolve({ index: params.index ?? '', facet: params.facet ?? '' }) }),
  ],
]

async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of incoming) chunks.push(chunk as Buffer)
  return new Request(new URL(incoming.url ?? '/', origin), { method: incoming.method, body: Buffer.concat(chunks) })
}

/**
 * Serves the app's own search route handlers over real HTTP on a loopback port, so the official
 * clients can be pointed at them without a full Next build.
 */
export async function startSearchServer(): Promise<{ host: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (incoming, outgoing) => {
    const origin = `http://${incoming.headers.host}`
    const path = new URL(incoming.url ?? '/', origin).pathname
    const route = ROUTES.find(([pattern]) => pattern.test(path))
    if (!route || incoming.method !== 'POST') {
      outgoing.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}')
      return
    }
    const [pattern, names, handler] = route
    const values = path.match(pattern)?.slice(1) ?? []
    const params = Object.fromEntries(names.map((name, i) => [name, values[i] ?? '']))
    const response = await handler(await toRequest(incoming, origin), params)
    outgoing.writeHead(response.status, { 'content-type': 'application/json' }).end(await response.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { host: `127.0.0.1:${port}/api/search`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
