import { createHash } from 'node:crypto'
import { expect, test, type APIResponse } from '@playwright/test'
import { PRODUCTS_INDEX } from './fixtures/search'

/** A policy as a map from directive to its sources. */
function policyOf(response: APIResponse): Record<string, string[]> {
  const policy = response.headers()['content-security-policy'] ?? ''
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

function expectBaseHeaders(response: APIResponse, what: string) {
  const headers = response.headers()
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['x-frame-options'], what).toBe('DENY')
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], what).toMatch(/camera=\(\).*microphone=\(\)/)
  // The browser tests' server runs on http://localhost: HSTS there would pin a plain-http site.
  expect(headers['strict-transport-security'], what).toBeUndefined()
  expect(policyOf(response)['frame-ancestors'], what).toEqual(["'none'"])
}

function expectLockedDown(response: APIResponse, what: string) {
  expectBaseHeaders(response, what)
  const policy = policyOf(response)
  expect(policy['default-src'], what).toEqual(["'none'"])
  expect(policy.sandbox, what).toEqual([])
}

test('a page allows exactly its own inline scripts and style elements, by hash', async ({ request }) => {
  const response = await request.get('/')
  expect(response.ok()).toBe(true)
  expectBaseHeaders(response, 'home page')
  const html = await response.text()
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*\stype=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
  )
  expect(inline.length).toBeGreaterThan(0)
  const scripts = policyOf(response)['script-src'] ?? []
  expect(scripts[0]).toBe("'self'")
  for (const hash of inline) expect(scripts).toContain(hash)
  expect(scripts.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|nonce-|\*/)
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(
    ([, text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
  )
  expect(policyOf(response)['style-src']).toEqual(["'self'", ...new Set(inlineStyles)])
})

test('REST and GraphQL answers carry the locked resource policy', async ({ request }) => {
  expectLockedDown(await request.get('/api/artworks?limit=1&depth=0'), 'REST')
  const graphql = await request.post('/api/graphql', { data: { query: '{ Artworks(limit: 1) { totalDocs } }' } })
  expect(graphql.ok(), await graphql.text()).toBe(true)
  expectLockedDown(graphql, 'GraphQL')
})

test('search answers carry the headers, whether answered before Next or by it', async ({ request }) => {
  const search = await request.post('/api/search/1/indexes/*/queries', {
    data: { requests: [{ indexName: PRODUCTS_INDEX, params: 'hitsPerPage=1' }] },
  })
  expect(search.ok()).toBe(true)
  expectLockedDown(search, 'search POST')
  // Only POSTs are answered before Next's router; anything else under /api/search is Next's to refuse.
  expectLockedDown(await request.get('/api/search/1/indexes/*/queries'), 'search GET')
})

test('a media file carries the headers, so an uploaded file cannot run as a page', async ({ request }) => {
  const { docs } = (await (await request.get('/api/media?limit=1&depth=0')).json()) as { docs: Array<{ url: string }> }
  const file = new URL(docs[0]?.url ?? '', 'http://site').pathname
  expect(file).toMatch(/^\/api\/media\/file\//)
  const response = await request.get(file)
  expect(response.ok()).toBe(true)
  expectLockedDown(response, 'media file')
})

test("the admin's pages get the page policy with the admin's style exception", async ({ request }) => {
  const response = await request.get('/admin/login')
  expect(response.ok()).toBe(true)
  expectBaseHeaders(response, 'admin login')
  const policy = policyOf(response)
  expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"])
  expect((policy['script-src'] ?? []).join(' ')).not.toMatch(/unsafe-inline|unsafe-eval/)
})

test('a storefront page asks for no client hint, which would make Chrome request it twice; the admin still does', async ({
  request,
}) => {
  for (const path of ['/', '/artworks', '/products/gift-card']) {
    const headers = (await request.get(path)).headers()
    expect(headers['critical-ch'], path).toBeUndefined()
    expect(headers['accept-ch'], path).toBeUndefined()
    expect(headers.vary ?? '', path).not.toMatch(/Sec-CH/i)
  }
  const admin = (await request.get('/admin/login')).headers()
  expect(admin['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})
