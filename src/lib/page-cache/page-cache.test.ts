import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getRaw } from '@/lib/testing/raw-get'
import { MemoryPageStore } from './memory-store'
import { PageCache } from './page-cache'
import { tagPage } from './tags'

let renders = 0
const cache = new PageCache(new MemoryPageStore({ maxBytes: 1_000_000, ttlMs: 60_000, settleMs: 0 }))
let server: Server
let base = ''

/** Stands in for Next: reads "documents" after an await, as a page's data functions do, then answers. */
async function render(url: string, outgoing: import('node:http').ServerResponse): Promise<void> {
  renders++
  await sleep(1)
  tagPage(`doc:pages:${url}`)
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', etag: `"${url}"` }
  if (url === '/sets-cookie') headers['set-cookie'] = 'a=b'
  outgoing.writeHead(url === '/missing' ? 404 : 200, headers)
  outgoing.write(`<p>${url} `)
  if (url === '/long') outgoing.write('<p>A long page.</p>'.repeat(500))
  outgoing.end(`render ${renders}</p>`)
}

beforeAll(async () => {
  server = createServer((incoming, outgoing) => {
    void cache.answer(incoming, outgoing).then(async (answered) => {
      if (!answered) await cache.serve(incoming, outgoing, () => render(incoming.url ?? '/', outgoing))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const get = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${base}${path}`, init)
  return { status: response.status, cache: response.headers.get('x-page-cache'), text: await response.text() }
}

/** A request as sent, with the answer's bytes as they came, undecoded. */
const getRawPage = (path: string, acceptEncoding: string) => getRaw(`${base}${path}`, acceptEncoding)

describe('PageCache', () => {
  it('sends a stored page in the encoding the browser accepts best: Brotli, gzip, or none', async () => {
    const plain = await getRawPage('/long', 'identity')
    expect(plain.headers['x-page-cache']).toBe('miss')
    const text = plain.body.toString('utf8')

    const br = await getRawPage('/long', 'gzip, deflate, br, zstd')
    expect(br.headers).toMatchObject({ 'x-page-cache': 'hit', 'content-encoding': 'br', vary: 'Accept-Encoding' })
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(text)
    expect(Number(br.headers['content-length'])).toBeLessThan(text.length / 10)

    const gzip = await getRawPage('/long', 'gzip;q=1, br;q=0.5')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(text)

    const identity = await getRawPage('/long', 'identity')
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body.toString('utf8')).toBe(text)
  })

  it('renders a page once and sends the same bytes to the next visitors, until its tag is invalidated', async () => {
    const first = await get('/about')
    expect(first).toMatchObject({ status: 200, cache: 'miss' })
    const second = await get('/about', { headers: { cookie: 'payload-token=someone' } })
    expect(second).toMatchObject({ status: 200, cache: 'hit', text: first.text })
    await cache.invalidate(['doc:pages:/about'])
    const third = await get('/about')
    expect(third.cache).toBe('miss')
    expect(third.text).not.toBe(first.text)
  })

  it('renders a page linked with tracking parameters without them, and keeps one copy for every such link', async () => {
    const first = await get('/exhibitions?utm_source=newsletter&mc_eid=reader-1')
    expect(first).toMatchObject({ status: 200, cache: 'miss' })
    expect(first.text).toMatch(/^<p>\/exhibitions render/)
    const otherReader = await get('/exhibitions?utm_source=newsletter&mc_eid=reader-2')
    expect(otherReader).toMatchObject({ cache: 'hit', text: first.text })
    expect(await get('/exhibitions')).toMatchObject({ cache: 'hit', text: first.text })
  })

  it('answers HEAD and a matching If-None-Match from the stored page', async () => {
    await get('/visit')
    const head = await fetch(`${base}/visit`, { method: 'HEAD' })
    expect([head.status, head.headers.get('x-page-cache'), await head.text()]).toEqual([200, 'hit', ''])
    const unchanged = await fetch(`${base}/visit`, { headers: { 'if-none-match': '"/visit"' } })
    expect([unchanged.status, unchanged.headers.get('x-page-cache')]).toEqual([304, 'hit'])
  })

  it('keeps nothing that sets a cookie, is not a 200, or was asked for by a preview holder', async () => {
    for (const path of ['/sets-cookie', '/missing']) {
      await get(path)
      expect((await get(path)).cache).toBe('miss')
    }
    const preview = { headers: { cookie: 'gallery-preview=1.x' } }
    expect((await get('/drafts', preview)).cache).toBeNull()
    expect((await get('/drafts', preview)).cache).toBeNull()
    expect((await get('/drafts')).cache).toBe('miss')
  })

  it('renders a cold page once when many visitors ask for it at the same moment', async () => {
    const before = renders
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/newsletter-link')))
    expect(renders - before).toBe(1)
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1)
    expect(answers.filter((answer) => answer.cache === 'miss')).toHaveLength(1)
  })

  it('lets the waiting visitors render for themselves when the first render stores nothing', async () => {
    const before = renders
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/missing')))
    expect(answers.every((answer) => answer.status === 404)).toBe(true)
    expect(renders - before).toBe(5)
  })
})
