/**
 * `npm start`: Next.js behind a plain Node HTTP server, so the search API can be answered before Next's
 * router (decision 0011). Compiled on its own (tsconfig.server.json), it imports nothing of the app:
 * the app hands over its own request handling at start-up through globalThis (src/lib/http/before-next.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import nextModule from 'next'
import { pino } from 'pino'
import { z } from 'zod'
import { answerHealthCheck, type Readiness } from './health.js'
import { AdmissionGate, overloadEnv } from './overload.js'
import { screenRequest } from './request-screen.js'
import { isStorefrontAsset, loadStorefront, serveStorefrontAsset, storefrontOrNext } from './storefront.js'

// next is CommonJS with `module.exports = createServer`: from ESM the default import is the function
// itself, while its types describe a module whose `default` is the function. Either way, take the function.
const next = typeof nextModule === 'function' ? nextModule : nextModule.default

type AppServerHooks = {
  answerAtOnce: (incoming: IncomingMessage, outgoing: ServerResponse) => Promise<boolean>
  serve: (incoming: IncomingMessage, outgoing: ServerResponse, render: () => Promise<void>) => Promise<void>
  readiness: () => Promise<Readiness>
}

const serverEnv = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    HOST: z.string().min(1).optional(),
  })
  .and(overloadEnv)
const parsed = serverEnv.safeParse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')))
if (!parsed.success) {
  console.error(
    `Invalid environment variables:\n${parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')}`,
  )
  process.exit(1)
}
const { PORT: port, HOST: host } = parsed.data
const gate = new AdmissionGate(parsed.data)

const log = pino({ name: 'gallery-server' })

/** How long a stopping server waits for the requests in hand before it exits all the same. */
const DRAIN_MS = 10_000

process.title = 'gallery-server'
const app = next({ dev: false, port, hostname: host ?? 'localhost' })
const nextHandler = app.getRequestHandler()
let renderPage: (incoming: IncomingMessage, outgoing: ServerResponse) => Promise<void> = nextHandler

function appHooks(): AppServerHooks | undefined {
  return (globalThis as typeof globalThis & { __galleryServerHooks?: AppServerHooks }).__galleryServerHooks
}

// The connection's own address, for the rate limits; it replaces whatever a client sent under this name.
const PEER_ADDRESS_HEADER = 'x-gallery-peer-address'

function failed(incoming: IncomingMessage, outgoing: ServerResponse) {
  return (error: unknown) => {
    log.error({ err: error, method: incoming.method, url: incoming.url }, 'request failed')
    if (!outgoing.headersSent) outgoing.writeHead(500).end()
  }
}

function serveAdmitted(incoming: IncomingMessage, outgoing: ServerResponse, hooks: AppServerHooks | undefined): void {
  gate.admit(outgoing, () => {
    const render = () => renderPage(incoming, outgoing)
    const served = hooks ? hooks.serve(incoming, outgoing, render) : render()
    served.catch(failed(incoming, outgoing))
  })
}

/** What costs nothing (a cached page) is answered at once; the rest waits its turn at the admission gate. */
function handle(incoming: IncomingMessage, outgoing: ServerResponse): void {
  incoming.headers[PEER_ADDRESS_HEADER] = incoming.socket.remoteAddress ?? ''
  if (isStorefrontAsset(incoming)) return serveStorefrontAsset(incoming, outgoing)
  const hooks = appHooks()
  if (answerHealthCheck(incoming, outgoing, hooks?.readiness, failed(incoming, outgoing))) return
  if (!hooks) return serveAdmitted(incoming, outgoing, undefined)
  hooks.answerAtOnce(incoming, outgoing).then(
    (answered) => {
      if (!answered) serveAdmitted(incoming, outgoing, hooks)
    },
    failed(incoming, outgoing),
  )
}

async function main(): Promise<void> {
  await app.prepare()
  renderPage = storefrontOrNext(await loadStorefront(), nextHandler)
  const server = createServer((incoming, outgoing) => {
    if (screenRequest(incoming, outgoing, (line) => log.info(line, 'request refused'))) return
    handle(incoming, outgoing)
  })
  server.keepAliveTimeout = 65_000
  // A port already taken or not ours to take: Next's own handler would only log it, and the process would go on
  // without ever serving.
  const cannotListen = (error: Error) => {
    log.fatal({ err: error }, `cannot listen on ${host ?? 'localhost'}:${port}`)
    process.exit(1)
  }
  server.once('error', cannotListen)
  server.listen(port, host, () => {
    server.off('error', cannotListen)
    console.log(`▲ Ready on http://${host ?? 'localhost'}:${port}`)
  })
  // A rolling restart: stop taking connections, finish the requests in hand (for at most DRAIN_MS), then exit.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log.info({ signal }, 'draining: finishing the requests in hand, then stopping')
      setTimeout(() => process.exit(0), DRAIN_MS).unref()
      server.close(() => void app.close().finally(() => process.exit(0)))
      server.closeIdleConnections()
    })
  }
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, 'server failed to start')
  process.exit(1)
})
