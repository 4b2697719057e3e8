/**
 * `npm start`: Next.js behind a plain Node HTTP server, so the search API can be answered before Next's
 * router (decision 0011). Compiled on its own (tsconfig.server.json), it imports nothing of the app:
 * the app hands over its early handler at start-up through globalThis (src/lib/http/before-next.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import nextModule from 'next'
import { pino } from 'pino'
import { z } from 'zod'
import { AdmissionGate, overloadEnv } from './overload.js'
import { screenRequest } from './request-screen.js'

// next is CommonJS with `module.exports = createServer`: from ESM the default import is the function
// itself, while its types describe a module whose `default` is the function. Either way, take the function.
const next = typeof nextModule === 'function' ? nextModule : nextModule.default

type BeforeNextHandler = (incoming: IncomingMessage, outgoing: ServerResponse) => Promise<boolean>

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

process.title = 'gallery-server'
const app = next({ dev: false, port, hostname: host ?? 'localhost' })
const nextHandler = app.getRequestHandler()

function beforeNext(): BeforeNextHandler | undefined {
  return (globalThis as typeof globalThis & { __galleryBeforeNext?: BeforeNextHandler }).__galleryBeforeNext
}

// The connection's own address, for the rate limits; it replaces whatever a client sent under this name.
const PEER_ADDRESS_HEADER = 'x-gallery-peer-address'

async function handle(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  incoming.headers[PEER_ADDRESS_HEADER] = incoming.socket.remoteAddress ?? ''
  const early = beforeNext()
  if (early && (await early(incoming, outgoing))) return
  await nextHandler(incoming, outgoing)
}

async function main(): Promise<void> {
  await app.prepare()
  const server = createServer((incoming, outgoing) => {
    if (screenRequest(incoming, outgoing, (line) => log.info(line, 'request refused'))) return
    gate.admit(outgoing, () => {
      handle(incoming, outgoing).catch((error: unknown) => {
        log.error({ err: error, method: incoming.method, url: incoming.url }, 'request failed')
        if (!outgoing.headersSent) outgoing.writeHead(500).end()
      })
    })
  })
  server.keepAliveTimeout = 65_000
  server.listen(port, host, () => console.log(`▲ Ready on http://${host ?? 'localhost'}:${port}`))
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.close()
      void app.close().finally(() => process.exit(0))
    })
  }
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, 'server failed to start')
  process.exit(1)
})
