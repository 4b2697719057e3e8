import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { NO_SOURCES, TAG_MANAGER_SOURCES } from '@/lib/third-party/vendors'
import { secureResponse, type SecurityOptions } from './secure-responses'
import { RESOURCE_POLICY } from './security-headers'

type Respond = (incoming: IncomingMessage, outgoing: ServerResponse) => void
type Middleware = (incoming: IncomingMessage, outgoing: ServerResponse, next: () => void) => void

// The compression middleware Next itself wraps responses in, so pages reach the headers gzipped as in production.
const nextCompression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => Middleware

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])'
const PAYLOAD = 'self.__next_f.push([1,"0:[\\"$\\",\\"html\\"]\\n"])'
const PAGE_PARTS = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script></head><body>',
  `<main>Gallery</main><script>${BOOTSTRAP}</script>`,
  `<script>${PAYLOAD}</script></body></html>`,
]

let server: Server | undefined

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = undefined
})

/** A real HTTP server whose responses pass through secureResponse first, as `npm start`'s do. */
async function serve(respond: Respond, options: Partial<SecurityOptions> = {}, compress = false): Promise<string> {
  const security: SecurityOptions = { https: false, thirdPartySources: async () => NO_SOURCES, ...options }
  server = createServer((incoming, outgoing) => {
    secureResponse(incoming, outgoing, security)
    if (compress) nextCompression()(incoming, outgoing, () => respond(incoming, outgoing))
    else respond(incoming, outgoing)
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** Writes the page in pieces with pauses, the way a streamed render arrives. */
const streamPage: Respond = (_incoming, outgoing) => {
  outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
  outgoing.flushHeaders()
  let index = 0
  const next = () => {
    const part = PAGE_PARTS[index++]
    if (part === undefined) return void outgoing.end()
    outgoing.write(part)
    setTimeout(next, 5)
  }
  next()
}

function scriptSources(response: Response): string[] {
  const policy = response.headers.get('content-security-policy') ?? ''
  const script = policy.split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? ''
  return script.trim().split(/\s+/).slice(1)
}

describe('secureResponse', () => {
  it("lists a streamed page's inline scripts by hash and sends the page unchanged", async () => {
    const response = await fetch(await serve(streamPage))
    expect(await response.text()).toBe(PAGE_PARTS.join(''))
    expect(scriptSources(response)).toEqual(["'self'", sha256(BOOTSTRAP), sha256(PAYLOAD)])
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('reads a page that Next compressed', async () => {
    const base = await serve(streamPage, {}, true)
    const response = await fetch(base, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(await response.text()).toBe(PAGE_PARTS.join(''))
    expect(scriptSources(response)).toEqual(["'self'", sha256(BOOTSTRAP), sha256(PAYLOAD)])
  })

  it('adds the outside sources the settings switch on, for storefront pages only', async () => {
    const base = await serve(streamPage, { thirdPartySources: async () => TAG_MANAGER_SOURCES })
    expect(scriptSources(await fetch(base))).toContain('https://*.googletagmanager.com')
    const admin = await fetch(`${base}/admin/collections/artworks`)
    expect(scriptSources(admin)).not.toContain('https://*.googletagmanager.com')
    expect(admin.headers.get('content-security-policy')).toMatch(/style-src 'self' 'unsafe-inline'/)
  })

  it('gives anything but a page the locked resource policy, untouched and streamed', async () => {
    const base = await serve((_incoming, outgoing) => {
      outgoing.writeHead(200, { 'content-type': 'application/json' })
      outgoing.end('{"docs":[]}')
    })
    const response = await fetch(`${base}/api/artworks`)
    expect(await response.text()).toBe('{"docs":[]}')
    expect(response.headers.get('content-security-policy')).toBe(RESOURCE_POLICY)
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('keeps the stored policy of a page answered with 304 Not Modified', async () => {
    const base = await serve((_incoming, outgoing) => {
      outgoing.statusCode = 304
      outgoing.setHeader('content-type', 'text/html')
      outgoing.end()
    })
    const response = await fetch(base)
    expect(response.status).toBe(304)
    expect(response.headers.get('content-security-policy')).toBeNull()
  })

  it('pins https when the site is served over https', async () => {
    const response = await fetch(await serve(streamPage, { https: true }))
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=/)
    expect(response.headers.get('content-security-policy')).toMatch(/upgrade-insecure-requests/)
  })
})
