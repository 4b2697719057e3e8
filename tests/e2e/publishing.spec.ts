import { expect, test } from '@playwright/test'
import { editorHeaders } from './fixtures/editor'
import { searchIndex } from './fixtures/search'
import { wholeSitemap } from './fixtures/sitemap'

test('an edit published in the CMS shows on the site and in search without a restart', async ({ page, request }) => {
  const headers = await editorHeaders(request)
  const { docs } = (await (await request.get('/api/journal?limit=1&depth=0', { headers })).json()) as {
    docs: Array<{ id: number; slug: string; title: string }>
  }
  const story = docs[0]
  if (!story) throw new Error('no journal story seeded')
  const newTitle = `${story.title} (updated ${Date.now().toString(36)})`

  const update = await request.patch(`/api/journal/${story.id}`, {
    headers,
    data: { title: newTitle, _status: 'published' },
  })
  expect(update.ok()).toBe(true)
  try {
    await page.goto(`/journal/${story.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle)
    const { hits } = await searchIndex<{ title: string }>(request, { query: newTitle }, 'journal')
    expect(hits.map((hit) => hit.title)).toContain(newTitle)
  } finally {
    await request.patch(`/api/journal/${story.id}`, { headers, data: { title: story.title } })
  }
})

test('the image asset call answers an asset, 404 for an unknown id and 400 for a bad body', async ({ request }) => {
  const { docs } = (await (await request.get('/api/media?limit=1')).json()) as {
    docs: Array<{ id: number; alt: string }>
  }
  const asset = docs[0]
  if (!asset) throw new Error('no media seeded')
  const found = await request.post('/api/getContentfulImages', { data: { id: asset.id } })
  expect(found.status()).toBe(200)
  expect(await found.json()).toMatchObject({
    id: asset.id,
    alt: asset.alt,
    url: expect.stringContaining('/api/media/file/'),
  })
  expect((await request.post('/api/getContentfulImages', { data: { id: 99999999 } })).status()).toBe(404)
  for (const body of ['{nope', '{"id":"abc"}', '{"id":-1}', '[]']) {
    const response = await request.post('/api/getContentfulImages', {
      data: body,
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status(), body).toBe(400)
  }
})

test('sitemap.xml indexes pages that list the published pages, and robots.txt points at it', async ({
  request,
  baseURL,
}) => {
  const sitemap = await wholeSitemap(request)
  expect(sitemap).toContain(`${baseURL}/about`)
  expect(sitemap).toMatch(/\/products\/[a-z0-9-]+/)
  expect(sitemap).toMatch(/\/artists\/[a-z0-9-]+/)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /admin')
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('detail pages carry structured data', async ({ page, request }) => {
  const html = await (await request.get('/journal')).text()
  const storyPath = html.match(/href="(\/journal\/[a-z0-9-]+)"/)?.[1]
  if (!storyPath) throw new Error('no story link')
  await page.goto(storyPath)
  const blocks = await page.locator('script[type="application/ld+json"]').allInnerTexts()
  const types = blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type'])
  expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']))
})

test('artist pages carry Person structured data and an Open Graph image', async ({ page }) => {
  await page.goto('/artists')
  const artistPath = await page.locator('main [data-card="artist"]').first().getAttribute('href')
  if (!artistPath) throw new Error('no artist card')
  await page.goto(artistPath)
  const blocks = await page.locator('script[type="application/ld+json"]').allInnerTexts()
  const types = blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type'])
  expect(types).toEqual(expect.arrayContaining(['Person', 'BreadcrumbList']))
  await expect(page.locator('meta[property="og:image"]')).toHaveCount(1)
})
