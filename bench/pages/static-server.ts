/**
 * The yardstick of the throughput part: a minimal Node HTTP server that answers each page's HTML, captured
 * once from the app, from memory. It runs in a process of its own, like the app, so neither shares an event
 * loop with the load generator. Usage: `node --import tsx bench/pages/static-server.ts <manifest.json> <port>`.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { z } from 'zod'

const [manifestFile, portText] = process.argv.slice(2)
const manifest = z
  .record(z.string().startsWith('/'), z.string().min(1))
  .parse(JSON.parse(readFileSync(manifestFile ?? '', 'utf8')))
const port = z.coerce.number().int().min(1024).max(65_535).parse(portText)

const pages = new Map(Object.entries(manifest).map(([path, file]) => [path, readFileSync(file)]))

const server = createServer((incoming, outgoing) => {
  const body = incoming.method === 'GET' ? pages.get(incoming.url ?? '') : undefined
  if (!body) {
    outgoing.writeHead(404).end()
    return
  }
  outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length })
  outgoing.end(body)
})
server.keepAliveTimeout = 65_000
server.listen(port, '127.0.0.1', () => console.log(`static server ready on ${port}`))
process.once('SIGTERM', () => server.close(() => process.exit(0)))
