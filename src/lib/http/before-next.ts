import type { IncomingMessage, ServerResponse } from 'node:http'

/** Answers a request itself and returns true, or returns false having at most set response headers. */
export type BeforeNextHandler = (incoming: IncomingMessage, outgoing: ServerResponse) => Promise<boolean>

// The key src/server/main.ts reads: that file is compiled on its own and cannot import this one.
const holder = globalThis as typeof globalThis & { __galleryBeforeNext?: BeforeNextHandler }

/** Hands `npm start`'s HTTP server a handler to try before Next's router (see src/server/main.ts). */
export function serveBeforeNext(handler: BeforeNextHandler): void {
  holder.__galleryBeforeNext = handler
}
