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
// Next's own files (the admin, the APIs, its assets) and the site files it writes from src/app.
const NEXT_ONLY =
  /^\/(?:(?:admin|api|_next|sitemaps)(?:\/|$)|(?:favicon\.ico|icon\.svg|apple-icon\.png|robots\.txt|sitemap\.xml)$)/

export async function loadStorefront(): Promise<AstroHandler> {
  const entry = path.join(STOREFRONT_DIR, 'server/entry.mjs')
  const storefront = (await import(entry)) as { handler: AstroHandler }
  return storefront.handler
}

function pathnameOf(incoming: IncomingMessage): string {
  return (incoming.url ?? '/').split('?', 1)[0] ?? '/'
}

/** Serves one of Astro's built assets: their names carry their hash, so they are kept for a year. */
export function isStorefrontAsset(incoming: IncomingMessage): boolean {
  return pathnameOf(incoming).startsWith(ASSETS_PREFIX)
}

/** The build's precompressed copy the browser accepts: Brotli, else gzip, else none. */
function precompressed(incoming: IncomingMessage): { suffix: string; encoding: string } | undefined {
  const accepted = String(incoming.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepted)) return { suffix: '.br', encoding: 'br' }
  if (/\bgzip\b/.test(accepted)) return { suffix: '.gz', encoding: 'gzip' }
  return undefined
}

export function serveStorefrontAsset(incoming: IncomingMessage, outgoing: ServerResponse): void {
  const pathname = pathnameOf(incoming)
  const copy = /\.(?:js|css)$/.test(pathname) ? precompressed(incoming) : undefined
  outgoing.setHeader('Vary', 'Accept-Encoding')
  send(incoming, copy ? `${pathname}${copy.suffix}` : pathname, {
    root: path.join(STOREFRONT_DIR, 'client'),
    immutable: true,
    maxAge: '1y',
    index: false,
    dotfiles: 'deny',
  })
    .on('headers', (response: ServerResponse) => {
      if (!copy) return
      response.setHeader('Content-Encoding', copy.encoding)
      response.setHeader(
        'Content-Type',
        pathname.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8',
      )
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
    // `?preview=<secret>` is turned into the preview cookie by Next's proxy, which answers with a redirect.
    if (NEXT_ONLY.test(pathnameOf(incoming)) || /[?&]preview=/.test(incoming.url ?? ''))
      return nextHandler(incoming, outgoing)
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
