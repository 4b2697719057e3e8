import { expect, test, type Page } from '@playwright/test'
import { signInToAdmin } from './fixtures/editor'

/** Every host the page asked for other than the site's own. */
function recordForeignHosts(page: Page, baseURL: string): string[] {
  const own = new URL(baseURL).host
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && url.host !== own) foreign.push(url.host)
  })
  return foreign
}

test('the favicon and the app icons are served', async ({ request }) => {
  const favicon = await request.get('/favicon.ico')
  expect(favicon.status()).toBe(200)
  expect(favicon.headers()['content-type']).toMatch(/icon/)
  for (const path of ['/icon.svg', '/apple-icon.png']) {
    expect((await request.get(path)).status(), path).toBe(200)
  }
})

test('a storefront page names its icons and logs no console error', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto('/')
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /icon|favicon/)
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
  expect(errors).toEqual([])
})

test('the admin shows the default avatar and asks no third party for anything', async ({ page, baseURL }) => {
  test.setTimeout(90_000)
  const foreign = recordForeignHosts(page, baseURL ?? '')
  await signInToAdmin(page)
  await page.goto('/admin/account')
  await page.waitForLoadState('networkidle')
  await expect(page.locator('link[rel="icon"][href="/icon.svg"]')).toHaveCount(1)
  expect(foreign).toEqual([])
})
