import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Readiness } from '@/lib/readiness/report'

/** Answers a request itself and returns true, or returns false having at most set response headers. */
export type BeforeNextHandler = (incoming: IncomingMessage, outgoing: ServerResponse) => Promise<boolean>

/** What `npm start`'s HTTP server (src/server/main.ts) asks of the app for each request. */
export type AppServerHooks = {
  /** Tried before the request queues for a render slot: answers what costs nothing (a cached page). */
  answerAtOnce: BeforeNextHandler
  /** Serves an admitted request; `render` hands it to Next's router. */
  serve: (incoming: IncomingMessage, outgoing: ServerResponse, render: () => Promise<void>) => Promise<void>
  /** Whether the instance should take visitors, for the load balancer's readiness check. */
  readiness: () => Promise<Readiness>
}

// The key src/server/main.ts reads: that file is compiled on its own and cannot import this one.
const holder = globalThis as typeof globalThis & { __galleryServerHooks?: AppServerHooks }

/** Hands `npm start`'s HTTP server the app's own request handling (see src/server/main.ts). */
export function handOverToServer(hooks: AppServerHooks): void {
  holder.__galleryServerHooks = hooks
}
