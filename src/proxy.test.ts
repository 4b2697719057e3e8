import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { PEER_ADDRESS_HEADER } from '@/lib/rate-limit/client-address'

const SECRET = 'preview-secret-for-tests'
let proxy: (request: NextRequest) => Promise<Response>

beforeAll(async () => {
  vi.stubEnv('SITE_URL', 'https://gallery.example')
  vi.stubEnv('PREVIEW_SECRET', SECRET)
  vi.stubEnv('RATE_LIMITS', 'preview-secret=3/1')
  proxy = (await import('@/proxy')).proxy
})

const visit = (preview: string, address: string) =>
  proxy(
    new NextRequest(`http://localhost:3000/artists?preview=${preview}`, {
      headers: { [PEER_ADDRESS_HEADER]: address },
    }),
  )

const waitFor = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 100))

describe('entering preview', () => {
  it('sets a signed, Secure, HttpOnly token, never the secret itself', async () => {
    const cookie = (await visit(SECRET, '192.0.2.1')).headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^gallery-preview=\d+\.[\w-]{43};/)
    expect(cookie).not.toContain(SECRET)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/Secure/i)
    expect(cookie).toMatch(/SameSite=lax/i)
  })

  it('answers 429 with Retry-After past the wrong guesses allowed, the right secret included, then serves again', async () => {
    for (let guess = 0; guess < 3; guess++) expect((await visit(`guess-${guess}`, '192.0.2.2')).status).toBe(307)
    const refused = await visit('guess-4', '192.0.2.2')
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect((await visit(SECRET, '192.0.2.2')).status).toBe(429)
    expect((await visit(SECRET, '192.0.2.3')).status).toBe(307)

    await waitFor(retryAfter)
    const served = await visit(SECRET, '192.0.2.2')
    expect(served.status).toBe(307)
    expect(served.headers.get('set-cookie')).toMatch(/^gallery-preview=/)
  })
})
