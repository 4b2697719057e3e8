import { expect, test } from '@playwright/test'
import { oneDetailPageOfEachKind } from './fixtures/listing'

const STATIC_ROUTES: Array<[string, string]> = [
  ['/', ''],
  ['/about', ''],
  ['/contact', ''],
  ['/press', ''],
  ['/faqs', ''],
  ['/privacy-policy', ''],
  ['/terms-of-use', ''],
  ['/the-gallery', ''],
  ['/gift-guide', ''],
  ['/search', 'Search'],
  ['/saved', 'Saved Artworks'],
  ['/styleguide', 'Style Guide'],
  ['/styleguide/components', 'Components'],
  ['/advisory', ''],
  ['/advisory/architects', ''],
  ['/advisory/art-consultants', ''],
  ['/advisory/for-companies', ''],
  ['/advisory/custom-artwork', ''],
  ['/advisory/for-individuals', ''],
  ['/advisory/interior-designers', ''],
  ['/advisory/real-estate-developers', ''],
  ['/advisory/for-trade', ''],
  ['/artists', 'Artists'],
  ['/artists/inside-the-studio', 'Inside the Studio'],
  ['/artists/recently-joined', 'Recently Joined'],
  ['/artworks', 'All Artwork'],
  ['/artworks/featured', 'Featured'],
  ['/artworks/new-arrivals', 'New Arrivals'],
  ['/artworks/art-under-350', 'Art Under $350'],
  ['/artworks/art-under-800', 'Art Under $800'],
  ['/collections', 'Collections'],
  ['/collections/category/collaborative', 'Collaborative Collections'],
  ['/exhibitions', 'Exhibitions'],
  ['/exhibitions/all', 'All Exhibitions'],
  ['/journal', 'Journal'],
  ['/cart', 'Your Cart'],
  ['/checkout', 'Checkout'],
  ['/account', 'Account'],
  ['/account/login', 'Log In / Sign Up'],
  ['/products/gift-card', 'Gift Card'],
]

const MEDIUMS = ['drawing', 'installation', 'mixed-media', 'painting', 'photography', 'print', 'sculpture-objects']

test('every route of the route table answers 200 with its title inside the layout', async ({ page }) => {
  test.setTimeout(180_000)
  for (const [path, title] of STATIC_ROUTES) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible()
    if (title) await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(title)
    await expect(page.getByRole('banner'), path).toBeVisible()
    await expect(page.getByRole('contentinfo'), path).toBeVisible()
  }
})

test('every medium and every kind of detail page answers 200', async ({ page, request }) => {
  test.setTimeout(120_000)
  const details = [
    ...MEDIUMS.map((medium) => `/artworks/medium/${medium}`),
    ...(await oneDetailPageOfEachKind(request)),
    '/collections/focus',
  ]
  for (const path of details) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible()
  }
})

test('an unknown address answers 404 with the designed not-found page', async ({ page }) => {
  for (const path of [
    '/no-such-page',
    '/artworks/medium/watercolour',
    '/artists/nobody-here',
    '/journal/missing-story',
    '/advisory/nope',
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
  }
})

test('the header exhibitions links land on the page sections', async ({ page }) => {
  await page.goto('/exhibitions#upcoming')
  for (const id of ['onview', 'upcoming', 'past']) {
    await expect(page.locator(`section#${id}`)).toBeAttached()
  }
})
