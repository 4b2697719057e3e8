import { expect, test, type Page } from '@playwright/test'
import { axeViolations } from './fixtures/axe'
import { newCustomer, SAME_ORIGIN, signIn, someArtworks } from './fixtures/customers'

type Work = { id: number; handle: string; title: string }

const STORAGE_KEY = 'gallery:recently-viewed'

/** The ids this browser keeps, newest first. */
const browserIds = (page: Page) =>
  page.evaluate((key) => {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '{"views":[]}')
    const views = typeof stored === 'object' && stored !== null && 'views' in stored ? stored.views : []
    return Array.isArray(views) ? views.map((view: { id: number }) => view.id) : []
  }, STORAGE_KEY)

/** Opens a work's page and waits until its save heart's island has recorded the view. */
async function view(page: Page, work: Work) {
  await page.goto(`/products/${work.handle}`)
  await expect.poll(() => browserIds(page).then((ids) => ids[0])).toBe(work.id)
}

/** The rail's works as ids, once it has scrolled into view and drawn its cards. */
async function railIds(page: Page): Promise<number[]> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const items = page.getByRole('list', { name: 'Recently viewed works' }).locator('[data-recently-viewed-work]')
  await expect(items.first()).toBeVisible()
  return (await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-recently-viewed-work')))).map(
    Number,
  )
}

const ids = (...works: Work[]) => works.map((work) => work.id)

test("three viewed works show newest first on another product page and on /saved, without the page's own work", async ({
  page,
  request,
}) => {
  const [first, second, third, other] = await someArtworks(request, 4)
  if (!first || !second || !third || !other) throw new Error('too few artworks')
  for (const work of [first, second, third]) await view(page, work)

  await view(page, other)
  await expect.poll(() => railIds(page)).toEqual(ids(third, second, first))
  const region = page.getByRole('region', { name: 'Recently viewed' })
  await expect(region).toBeVisible()
  await expect(region.getByRole('link', { name: new RegExp(third.title) }).first()).toBeVisible()

  await page.goto('/saved')
  await expect.poll(() => railIds(page)).toEqual(ids(other, third, second, first))
  expect(await axeViolations(page, '[data-recently-viewed]')).toEqual([])

  // On a viewed work's own page the rail leaves it out; viewing it again moves it first everywhere else.
  await view(page, second)
  await expect.poll(() => railIds(page)).toEqual(ids(other, third, first))
})

test('thirteen viewed works keep the twelve newest, and one click clears them', async ({ page, request }) => {
  const works = await someArtworks(request, 13)
  for (const work of works) await view(page, work)
  expect(await browserIds(page)).toEqual(ids(...works.slice(1)).reverse())

  await page.goto('/saved')
  await expect.poll(() => railIds(page)).toEqual(ids(...works.slice(1)).reverse())
  const clear = page.getByRole('button', { name: 'Clear recently viewed' })
  await clear.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'Recently viewed works cleared.' })).toHaveCount(1)
  expect(await browserIds(page)).toEqual([])
  await page.reload()
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(page.locator('[data-recently-viewed]')).toBeAttached()
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0)
})

test('logging in merges the views into the account, another browser sees them, and clearing clears both', async ({
  page,
  request,
  browser,
}) => {
  const [first, second, third] = await someArtworks(request, 3)
  if (!first || !second || !third) throw new Error('too few artworks')
  const account = await newCustomer(request)
  // The account already holds a view from another browser, older than this browser's.
  const elsewhere = await browser.newContext()
  await signIn(elsewhere, account)
  const earlier = await elsewhere.request.post('/api/customer/recently-viewed', {
    headers: SAME_ORIGIN,
    data: { views: [{ id: third.id, at: 1000 }] },
  })
  expect(earlier.status()).toBe(200)

  await view(page, first)
  await view(page, second)
  await page.goto('/account/login')
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page).toHaveURL(/\/account$/)

  const fresh = await browser.newContext()
  await signIn(fresh, account)
  const freshPage = await fresh.newPage()
  await freshPage.goto('/saved')
  await expect.poll(() => railIds(freshPage)).toEqual(ids(second, first, third))

  await freshPage.getByRole('button', { name: 'Clear recently viewed' }).click()
  await expect(freshPage.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0)
  await expect
    .poll(async () => {
      const read = await fresh.request.post('/api/customer/recently-viewed', { headers: SAME_ORIGIN, data: {} })
      return ((await read.json()) as { views: unknown[] }).views
    })
    .toEqual([])
  // The first browser's copy gives way to the account's cleared list instead of bringing the views back.
  await page.goto('/saved')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(() => browserIds(page)).toEqual([])
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0)
  await Promise.all([elsewhere.close(), fresh.close()])
})

test("viewing works never changes a page's HTML", async ({ page, request }) => {
  const [first, second] = await someArtworks(request, 2)
  if (!first || !second) throw new Error('too few artworks')
  const paths = [`/products/${first.handle}`, `/products/${second.handle}`, '/saved']
  const before = await Promise.all(paths.map(async (path) => (await request.get(path)).text()))
  await view(page, first)
  await view(page, second)
  await page.goto('/saved')
  await expect.poll(() => railIds(page)).toEqual(ids(second, first))
  const after = await Promise.all(paths.map(async (path) => (await request.get(path)).text()))
  for (const [index, html] of after.entries()) expect(html, paths[index]).toBe(before[index])
})
