/**
 * The storefront's visitor pages are Astro's (dist/storefront, built by `astro build`); Payload's admin, the APIs
 * and whatever Astro has no page for stay Next's. Astro's hashed assets are files under /_astro/.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import send from 'send'

type AstroHandler = (incoming: IncomingMessage, outgoing: ServerResponse, next: () => void) => Promise<void>

const STOREFRONT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../storefront')
const ASSETS_PREFIX = '/_astro/'
const NEXT_ONLY = /^\/(?:admin|api|_next)(?:\/|$)/

export async function loadStorefront(): Promise<AstroHandler> {
  const entry = path.join(STOREFRONT_DIR, 'server/entry.mjs')
  const module = (await import(entry)) as { handler: AstroHandler }
  return module.handler
}

function pathnameOf(incoming: IncomingMessage): string {
  return (incoming.url ?? '/').split('?', 1)[0] ?? '/'
}

/** Serves one of Astro's built assets: their names carry their hash, so they are kept for a year. */
export function isStorefrontAsset(incoming: IncomingMessage): boolean {
  return pathnameOf(incoming).startsWith(ASSETS_PREFIX)
}

export function serveStorefrontAsset(incoming: IncomingMessage, outgoing: ServerResponse): void {
  send(incoming, pathnameOf(incoming), {
    root: path.join(STOREFRONT_DIR, 'client'),
    immutable: true,
    maxAge: '1y',
    index: false,
    dotfiles: 'deny',
  })
    .on('error', (error: { status?: number }) => {
      outgoing.writeHead(error.status ?? 404).end()
    })
    .pipe(outgoing)
}

/** Renders a page with Astro when it has the route, else with Next. */
export function storefrontOrNext(
  astro: AstroHandler,
  nextHandler: (incoming: IncomingMessage, outgoing: ServerResponse) => Promise<void>,
) {
  return (incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> => {
    if (NEXT_ONLY.test(pathnameOf(incoming))) return nextHandler(incoming, outgoing)
    return new Promise<void>((resolve, reject) => {
      let handedToNext = false
      astro(incoming, outgoing, () => {
        handedToNext = true
        nextHandler(incoming, outgoing).then(resolve, reject)
      }).then(() => {
        if (!handedToNext) resolve()
      }, reject)
    })
  }
}
