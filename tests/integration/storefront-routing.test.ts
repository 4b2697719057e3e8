import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storefrontOrNext } from '@/server/storefront'

/** Astro as the server meets it: it answers the routes it has and hands every other request on. */
async function astro(incoming: IncomingMessage, outgoing: ServerResponse, next: () => void): Promise<void> {
  if ((incoming.url ?? '').startsWith('/journal/')) outgoing.end('astro')
  else next()
}

async function nextApp(_incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 5))
  outgoing.end('next')
}

let server: Server
let base = ''

beforeAll(async () => {
  const render = storefrontOrNext(astro, nextApp)
  server = createServer((incoming, outgoing) => void render(incoming, outgoing))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const rendererOf = async (path: string) => (await fetch(`${base}${path}`)).text()

describe('which renderer answers a request', () => {
  it('gives Astro the pages it has', async () => {
    expect(await rendererOf('/journal/a-story')).toBe('astro')
  })

  it('hands a page Astro has no route for to Next', async () => {
    expect(await rendererOf('/cart')).toBe('next')
  })

  it("keeps the admin, the APIs, Next's assets and its site files with Next, whatever Astro has", async () => {
    for (const path of [
      '/admin',
      '/api/journal',
      '/_next/static/x.js',
      '/favicon.ico',
      '/robots.txt',
      '/sitemap.xml',
      '/sitemaps/0.xml',
    ])
      expect(await rendererOf(path), path).toBe('next')
  })

  it("sends a preview entry to Next's proxy, which turns the secret into the preview cookie", async () => {
    expect(await rendererOf('/journal/a-story?preview=secret')).toBe('next')
  })
})
