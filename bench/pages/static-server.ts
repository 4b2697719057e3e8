/**
 * The yardstick of the throughput and Lighthouse parts: a minimal Node HTTP server that answers each page's
 * HTML, captured once from the app, from memory. Every other request (the pages' `/_astro/*`, `/_next/*` and
 * `/api/media/*` assets, anything a page's scripts fetch) is passed to the app, so the static line of a page
 * loads the same images, CSS and JavaScript as the app's. It runs in a process of its own, like the app, so
 * neither shares an event loop with the load generator.
 * Usage: `node --import tsx bench/pages/static-server.ts <manifest.json> <port> <app origin>`.
 */
import { readFileSync } from 'node:fs'
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'
import { z } from 'zod'

const [manifestFile, portText, appOrigin] = process.argv.slice(2)
const manifest = z
  .record(z.string().startsWith('/'), z.string().min(1))
  .parse(JSON.parse(readFileSync(manifestFile ?? '', 'utf8')))
const port = z.coerce.number().int().min(1024).max(65_535).parse(portText)
const app = new URL(z.url().parse(appOrigin))

type Page = { plain: Buffer; gzipped: Buffer }

// Gzipped once here, as the app compresses its HTML for a browser that accepts it; load generators don't ask.
const pages = new Map<string, Page>(
  Object.entries(manifest).map(([path, file]) => {
    const plain = readFileSync(file)
    return [path, { plain, gzipped: gzipSync(plain) }]
  }),
)

function servePage(incoming: IncomingMessage, outgoing: ServerResponse, page: Page): void {
  const gzip = /\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? ''))
  const body = gzip ? page.gzipped : page.plain
  outgoing.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': body.length,
    vary: 'Accept-Encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  })
  outgoing.end(body)
}

function proxy(incoming: IncomingMessage, outgoing: ServerResponse): void {
  const forwarded = request(
    {
      host: app.hostname,
      port: app.port,
      method: incoming.method,
      path: incoming.url,
      headers: { ...incoming.headers, host: app.host },
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(outgoing)
    },
  )
  forwarded.on('error', (error) => {
    console.error(`static server: ${incoming.method} ${incoming.url} to the app failed: ${error.message}`)
    if (!outgoing.headersSent) outgoing.writeHead(502)
    outgoing.end()
  })
  incoming.pipe(forwarded)
}

const server = createServer((incoming, outgoing) => {
  const page = incoming.method === 'GET' ? pages.get(incoming.url ?? '') : undefined
  if (page) servePage(incoming, outgoing, page)
  else proxy(incoming, outgoing)
})
server.keepAliveTimeout = 65_000
server.listen(port, '127.0.0.1', () => console.log(`static server ready on ${port}`))
process.once('SIGTERM', () => {
  server.closeAllConnections()
  server.close(() => process.exit(0))
})
