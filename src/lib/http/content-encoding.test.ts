import { IncomingMessage, ServerResponse, type Server } from 'node:http'
import { Socket } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { MemoryPageStore } from '@/lib/page-cache/memory-store'
import { PageCache } from '@/lib/page-cache/page-cache'
import { serveLocally } from '@/lib/testing/local-server'
import { getRaw } from '@/lib/testing/raw-get'
import { NO_SOURCES } from '@/lib/third-party/vendors'
import { encodedResponseBody, encodeHeldResponse, varyOnEncoding } from './content-encoding'
import { secureResponse } from './secure-responses'

const PAGE = `<!DOCTYPE html><html><body>${'<p>A painting in a room.</p>'.repeat(200)}</body></html>`

let server: Server | undefined

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = undefined
})

/** Serves `write` the way `npm start` renders a page: page cache, security headers, then the held body encoded. */
async function serveRendered(write: (outgoing: ServerResponse) => void): Promise<string> {
  const cache = new PageCache(new MemoryPageStore({ maxBytes: 1_000_000, ttlMs: 60_000, settleMs: 0 }))
  const local = await serveLocally('the rendered page failed', async (incoming, outgoing) => {
    if (await cache.answer(incoming, outgoing)) return
    await cache.serve(incoming, outgoing, async () => {
      secureResponse(incoming, outgoing, { https: false, thirdPartySources: async () => NO_SOURCES })
      encodeHeldResponse(incoming, outgoing)
      write(outgoing)
    })
  })
  server = local.server
  return local.origin
}

const writePage = (outgoing: ServerResponse) => {
  outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8', vary: 'Cookie' })
  outgoing.write(PAGE.slice(0, 100))
  outgoing.end(PAGE.slice(100))
}

describe('a rendered page', () => {
  it('goes out compressed as the stored page after it does, and is stored for every browser', async () => {
    const base = await serveRendered(writePage)
    const rendered = await getRaw(`${base}/`, 'gzip, deflate, br, zstd')
    expect(rendered.headers).toMatchObject({
      'x-page-cache': 'miss',
      'content-encoding': 'br',
      vary: 'Cookie, Accept-Encoding',
      'content-length': String(rendered.body.length),
    })
    expect(rendered.headers['content-security-policy']).toContain('script-src')
    expect(brotliDecompressSync(rendered.body).toString('utf8')).toBe(PAGE)

    const stored = await getRaw(`${base}/`, 'gzip')
    expect(stored.headers).toMatchObject({ 'x-page-cache': 'hit', 'content-encoding': 'gzip' })
    expect(stored.headers['content-security-policy']).toBe(rendered.headers['content-security-policy'])
    expect(gunzipSync(stored.body).toString('utf8')).toBe(PAGE)
  })

  it('goes out as it is to a browser that accepts no encoding', async () => {
    const base = await serveRendered(writePage)
    const rendered = await getRaw(`${base}/`, 'identity')
    expect(rendered.headers['content-encoding']).toBeUndefined()
    expect(rendered.headers.vary).toBe('Cookie, Accept-Encoding')
    expect(rendered.body.toString('utf8')).toBe(PAGE)
  })
})

describe('encodedResponseBody', () => {
  const request = (method: string) => {
    const incoming = new IncomingMessage(new Socket())
    incoming.method = method
    incoming.headers['accept-encoding'] = 'br'
    return incoming
  }
  const response = (incoming: IncomingMessage) => new ServerResponse(incoming)
  const body = Buffer.from(PAGE)

  it('leaves a small body, a HEAD and an encoded body as they are', async () => {
    const get = request('GET')
    const small = response(get)
    const tiny = Buffer.from('<p>hi</p>')
    expect(await encodedResponseBody(get, small, tiny)).toBe(tiny)
    expect(small.hasHeader('content-encoding')).toBe(false)
    const head = request('HEAD')
    expect(await encodedResponseBody(head, response(head), body)).toBe(body)
    const gzipped = response(get)
    gzipped.setHeader('content-encoding', 'gzip')
    expect(await encodedResponseBody(get, gzipped, body)).toBe(body)
  })
})

describe('varyOnEncoding', () => {
  it('adds Accept-Encoding once to what a response already varies on', () => {
    expect(varyOnEncoding(undefined)).toBe('Accept-Encoding')
    expect(varyOnEncoding('Cookie, accept-encoding')).toBe('Cookie, Accept-Encoding')
    expect(varyOnEncoding(['Cookie', 'RSC'])).toBe('Cookie, RSC, Accept-Encoding')
  })
})
