import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'

const SITE = 'https://gallery.example'
const SECRET = 'preview-secret-for-tests'
let exitPreview: (request: NextRequest) => Response
let proxy: (request: NextRequest) => Promise<Response>

beforeAll(async () => {
  vi.stubEnv('SITE_URL', SITE)
  vi.stubEnv('PREVIEW_SECRET', SECRET)
  exitPreview = (await import('@/app/api/preview/exit/route')).GET
  proxy = (await import('@/proxy')).proxy
})

// The custom server hands Next requests addressed to its own host, whatever the visitor typed.
const internal = (path: string) => new NextRequest(`http://localhost:3000${path}`)

describe('redirects go to the configured site address, not the request host', () => {
  it('exit preview returns to the page on SITE_URL', () => {
    const response = exitPreview(internal('/api/preview/exit?redirect=/artworks?sort=new'))
    expect(response.headers.get('location')).toBe(`${SITE}/artworks?sort=new`)
  })

  it('exit preview refuses another site and falls back to the home page', () => {
    const response = exitPreview(internal('/api/preview/exit?redirect=//evil.example'))
    expect(response.headers.get('location')).toBe(`${SITE}/`)
  })

  it.each(['/.//evil.example', '/%2f%2fevil.example', '/..//evil.example', '/%5Cevil.example'])(
    'exit preview refuses %j, which leaves the site once resolved, and falls back to the home page',
    (target) => {
      const response = exitPreview(internal(`/api/preview/exit?redirect=${encodeURIComponent(target)}`))
      expect(response.headers.get('location')).toBe(`${SITE}/`)
    },
  )

  it('entering preview drops the secret and keeps the rest of the query', async () => {
    const response = await proxy(internal(`/artists?preview=${SECRET}&page=2`))
    expect(response.headers.get('location')).toBe(`${SITE}/artists?page=2`)
  })

  it('entering preview from a path that reads as another host stays on SITE_URL', async () => {
    const response = await proxy(internal('//evil.example/x?preview=wrong'))
    expect(new URL(response.headers.get('location') ?? '').origin).toBe(SITE)
  })
})

describe('siteAddress', () => {
  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', '/.//evil.example'])(
    'keeps %j on SITE_URL',
    async (target) => {
      const { siteAddress } = await import('@/lib/http/site-address')
      expect(siteAddress(target).origin).toBe(SITE)
    },
  )
})
