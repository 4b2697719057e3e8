import { expect, test } from '@playwright/test'
import { editorApi, PREVIEW_SECRET } from './fixtures/editor'
import { listingText } from './fixtures/listing'
import { NEWEST_INDEX } from '@/lib/catalog/sort-indexes'
import { catalogSearch, searchIndex } from './fixtures/search'
import { wholeSitemap } from './fixtures/sitemap'

const suffix = Date.now().toString(36)
const drafts = {
  artist: { first: 'Draftina', last: `Hidden${suffix}` },
  artworkTitle: `Unseen Canvas ${suffix}`,
  exhibitionTitle: `Secret Salon ${suffix}`,
  storyTitle: `Embargoed Story ${suffix}`,
}
const paths: Record<string, string> = {}
const created: Array<[string, number]> = []

test.beforeAll(async ({ request }) => {
  const api = await editorApi(request)
  const image = await api.first('media')
  const publishedArtist = await api.first('artists', '&where[_status][equals]=published')
  const artist = await api.createDraft('artists', {
    firstName: drafts.artist.first,
    lastName: drafts.artist.last,
    slug: `draftina-${suffix}`,
    featuredImage: image.id,
    joinedAt: new Date().toISOString(),
  })
  const artwork = await api.createDraft('artworks', {
    title: drafts.artworkTitle,
    handle: `unseen-canvas-${suffix}`,
    artist: publishedArtist.id,
    medium: 'painting',
    images: [image.id, image.id],
    variants: [{ title: 'Original', price: 1234 }],
    inventory: 1,
    availability: 'Available',
    dimensions: { width: 20, height: 24 },
  })
  const exhibition = await api.createDraft('exhibitions', {
    title: drafts.exhibitionTitle,
    slug: `secret-salon-${suffix}`,
    category: 'Exhibitions',
    thumbnail: image.id,
    startDate: new Date().toISOString(),
    endDate: new Date(Date.now() + 86_400_000 * 30).toISOString(),
  })
  const story = await api.createDraft('journal', {
    title: drafts.storyTitle,
    slug: `embargoed-story-${suffix}`,
    category: 'Meet',
    excerpt: 'Not yet.',
    thumbnail: image.id,
    publishedAt: new Date().toISOString(),
  })
  created.push(['artists', artist.id], ['artworks', artwork.id], ['exhibitions', exhibition.id], ['journal', story.id])
  paths.artist = `/artists/draftina-${suffix}`
  paths.artwork = `/products/unseen-canvas-${suffix}`
  paths.exhibition = `/exhibitions/secret-salon-${suffix}`
  paths.story = `/journal/embargoed-story-${suffix}`
})

test.afterAll(async ({ request }) => {
  const api = await editorApi(request)
  for (const [collection, id] of created) await api.remove(collection, id)
})

test('drafts are absent from pages, listings, search, sitemap and APIs without the preview secret', async ({
  page,
  request,
}) => {
  test.slow() // four pages, three listings, four searches, the sitemap and twelve API reads
  for (const path of Object.values(paths)) {
    expect((await page.goto(path))?.status(), path).toBe(404)
  }
  expect(await listingText(page, '/artists')).not.toContain(drafts.artist.last)
  expect(await listingText(page, '/exhibitions/all')).not.toContain(drafts.exhibitionTitle)
  expect(await listingText(page, '/journal')).not.toContain(drafts.storyTitle)

  const catalog = catalogSearch(request)
  expect(await catalog.count({ query: drafts.artworkTitle })).toBe(0)
  expect(await catalog.count({ query: drafts.artist.last }, 'artists')).toBe(0)
  expect(await catalog.count({ query: drafts.exhibitionTitle }, 'exhibitions')).toBe(0)
  expect(await catalog.count({ query: drafts.storyTitle }, 'journal')).toBe(0)

  const sitemap = await wholeSitemap(request)
  for (const path of Object.values(paths)) expect(sitemap).not.toContain(path)

  for (const [collection, id] of created) {
    for (const url of [
      `/api/${collection}/${id}`,
      `/api/${collection}/${id}?draft=true`,
      `/api/${collection}?draft=true&limit=20&sort=-createdAt`,
    ]) {
      const response = await request.get(url)
      const body = await response.text()
      expect([200, 403, 404], url).toContain(response.status())
      expect(body, url).not.toContain(suffix)
    }
  }
  const graphql = await request.post('/api/graphql', {
    data: { query: '{ Artists(draft: true, limit: 20, sort: "-createdAt") { docs { lastName } } }' },
  })
  expect(await graphql.text()).not.toContain(drafts.artist.last)
})

test('a preview holder sees drafts on every content page, with a badge and a way out', async ({ page }) => {
  test.slow() // preview holders are never served from the page cache: eight renders of drafts
  await page.goto(`/?preview=${PREVIEW_SECRET}`)
  await expect(page).toHaveURL(/\/$/) // the secret does not stay in the address
  await expect(page.getByRole('status').filter({ hasText: 'Preview mode' })).toBeVisible()

  for (const [kind, path] of Object.entries(paths)) {
    expect((await page.goto(path))?.status(), kind).toBe(200)
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(drafts.storyTitle)
  expect(await listingText(page, '/artists')).toContain(drafts.artist.last)
  expect(await listingText(page, '/exhibitions/all')).toContain(drafts.exhibitionTitle)
  expect(await listingText(page, '/journal')).toContain(drafts.storyTitle)

  await page.getByRole('link', { name: 'Exit preview' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Preview mode' })).toHaveCount(0)
  expect((await page.goto(paths.story ?? '/'))?.status()).toBe(404)
})

test('a preview holder finds a draft artwork in the grids and search results, where it will show once published', async ({
  page,
}) => {
  test.slow() // the first preview search builds the drafts index
  await page.goto(`/?preview=${PREVIEW_SECRET}`)
  // Rendered on the server: the search page's tab counts and its artwork grid's first results.
  await page.goto(`/search?query=${encodeURIComponent(drafts.artworkTitle)}`)
  await expect(page.getByRole('heading', { name: drafts.artworkTitle, exact: true })).toBeVisible()
  // Searched from the browser: the grid's own queries to the search API carry the preview cookie.
  const previewed = await searchIndex(page.request, { query: drafts.artworkTitle })
  expect(previewed.hits.map((hit) => hit.title)).toContain(drafts.artworkTitle)
  const newest = await searchIndex(page.request, { query: drafts.artworkTitle }, NEWEST_INDEX)
  expect(newest.hits.map((hit) => hit.title)).toContain(drafts.artworkTitle)

  await page.getByRole('link', { name: 'Exit preview' }).click()
  await page.goto(`/search?query=${encodeURIComponent(drafts.artworkTitle)}`)
  // The visitor's search page names the query, and finds no work of that title.
  await expect(page.getByRole('heading', { name: drafts.artworkTitle, exact: true })).toHaveCount(0)
})

test('a wrong preview secret changes nothing', async ({ page }) => {
  await page.goto('/?preview=not-the-secret')
  await expect(page.getByRole('status').filter({ hasText: 'Preview mode' })).toHaveCount(0)
  expect((await page.goto(paths.artist ?? '/'))?.status()).toBe(404)
})
