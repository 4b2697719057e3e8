import { expect, test } from '@playwright/test'

type MediaDoc = { url: string; sizes: { card: { url: string } } }

test('stored images carry validators, revalidate with 304 and answer HEAD like GET', async ({ request }) => {
  const listing = await request.get('/api/media?limit=1&depth=0')
  const [doc] = ((await listing.json()) as { docs: MediaDoc[] }).docs
  if (!doc) throw new Error('the demo gallery has no media')
  for (const url of [doc.url, doc.sizes.card.url]) {
    const full = await request.get(url)
    expect(full.status(), url).toBe(200)
    const headers = full.headers()
    expect(headers['cache-control'], url).toMatch(/public, max-age=\d+/)
    const etag = headers['etag'] ?? ''
    const lastModified = headers['last-modified'] ?? ''
    expect(etag, url).not.toBe('')
    expect(lastModified, url).not.toBe('')

    const again = await request.get(url, { headers: { 'If-None-Match': etag } })
    expect(again.status(), url).toBe(304)
    expect((await again.body()).length).toBe(0)
    const since = await request.get(url, { headers: { 'If-Modified-Since': lastModified } })
    expect(since.status(), url).toBe(304)

    const head = await request.head(url)
    expect(head.status(), url).toBe(200)
    expect(head.headers()['content-length']).toBe(headers['content-length'])
    expect(head.headers()['content-type']).toBe(headers['content-type'])
  }
})

test('a missing media file is a 404, for GET and HEAD', async ({ request }) => {
  expect((await request.get('/api/media/file/no-such-image.webp')).status()).toBe(404)
  expect((await request.head('/api/media/file/no-such-image.webp')).status()).toBe(404)
})
