import { expect, test, type APIRequestContext } from '@playwright/test'
import { adminHeaders, editorHeaders } from './fixtures/editor'

async function updateSettings(request: APIRequestContext, data: Record<string, unknown>) {
  const response = await request.post('/api/globals/settings', { headers: await adminHeaders(request), data })
  expect(response.ok(), await response.text()).toBe(true)
}

const allOff = {
  accessibilityWidget: { enabled: false, accountId: '' },
  featureFlags: { savedArtworks: true, seasonalGiftGuide: false, tracking: false },
  tracking: { tagManagerContainerId: '', marketingScriptEnabled: false, marketingScriptUrl: '' },
}

test.afterAll(async ({ request }) => updateSettings(request, allOff))

test('optional scripts load nothing while switched off', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(requested.filter((url) => !url.startsWith('http://localhost'))).toEqual([])
  await expect(page.locator('script#accessibility-widget, script#tag-manager, script#marketing-script')).toHaveCount(0)
  expect(await page.evaluate(() => (window as Window & { dataLayer?: unknown[] }).dataLayer)).toBeUndefined()
})

test('switched on in the settings, each part loads by its id', async ({ page, request }) => {
  await updateSettings(request, {
    accessibilityWidget: { enabled: true, accountId: 'acct-123' },
    featureFlags: { savedArtworks: true, seasonalGiftGuide: true, tracking: true },
    tracking: {
      tagManagerContainerId: 'GTM-AB12CD',
      marketingScriptEnabled: true,
      marketingScriptUrl: 'https://marketing.example/onsite.js',
    },
  })
  // The outside world is unreachable here; answer the vendors' script requests locally.
  await page.route(/^https:\/\/(cdn\.userway\.org|marketing\.example)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stub */' }),
  )
  // The tag manager's stub announces itself the way the real one does, so the page view need not wait it out.
  await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: "window.google_tag_manager = { 'GTM-AB12CD': {} }",
    }),
  )
  await page.goto('/')
  await expect(page.locator('script[src*="cdn.userway.org/widget.js"][data-account="acct-123"]')).toHaveCount(1)
  await expect(page.locator('script[src*="gtm.js?id=GTM-AB12CD"]')).toHaveCount(1)
  await expect(page.locator('script[src="https://marketing.example/onsite.js"]')).toHaveCount(1, { timeout: 15_000 })
  const pageViews = () =>
    page.evaluate(() =>
      ((window as Window & { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter(
        (entry) => entry.event === 'page_view',
      ),
    )
  await expect.poll(async () => (await pageViews()).length).toBe(1)
  const [pageView] = await pageViews()
  expect(pageView).toMatchObject({
    page_path: '/',
    user: { userId: null, anonymousId: expect.stringMatching(/^[0-9a-f-]{36}$/), traits: { signedIn: false } },
  })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Artwork' }).hover()
  await expect(page.locator('#menu-artwork').getByRole('link', { name: 'Gift Guide' })).toHaveAttribute(
    'href',
    '/gift-guide',
  )
})

test('the settings refuse a malformed tag manager id', async ({ request }) => {
  const response = await request.post('/api/globals/settings', {
    headers: await adminHeaders(request),
    data: { tracking: { tagManagerContainerId: '"><script>' } },
  })
  expect(response.status()).toBe(400)
})

test('the settings refuse a marketing script from a host that is not allowed', async ({ request }) => {
  const response = await request.post('/api/globals/settings', {
    headers: await adminHeaders(request),
    data: { tracking: { marketingScriptEnabled: true, marketingScriptUrl: 'https://attacker.example/x.js' } },
  })
  expect(response.status()).toBe(400)
})

test('an editor cannot switch outside scripts on', async ({ request }) => {
  await updateSettings(request, allOff)
  const response = await request.post('/api/globals/settings', {
    headers: await editorHeaders(request),
    data: {
      featureFlags: { savedArtworks: true, seasonalGiftGuide: false, tracking: true },
      tracking: { marketingScriptEnabled: true, marketingScriptUrl: 'https://marketing.example/onsite.js' },
      accessibilityWidget: { enabled: true, accountId: 'acct-123' },
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const settings = (await (await request.get('/api/globals/settings?depth=0')).json()) as Record<string, unknown>
  expect(settings).toMatchObject({
    featureFlags: { tracking: false },
    tracking: { marketingScriptEnabled: false },
    accessibilityWidget: { enabled: false },
  })
})

test('the support address and the shop terms come from the settings when an editor sets them', async ({
  page,
  request,
}) => {
  await updateSettings(request, {
    contact: { supportEmail: 'help@northlight.example' },
    shop: { shippingText: 'We ship by art courier only.', returnsText: 'Returns within thirty days.' },
  })
  try {
    await page.goto('/search?query=xyzzyq')
    await expect(page.locator('[data-no-results]').getByRole('link', { name: 'help@northlight.example' })).toBeVisible()
    await page.goto('/artworks')
    await page.locator('[data-card="artwork"]').first().click()
    const terms = page.locator('[data-shipping-and-returns]')
    await expect(terms).toContainText('We ship by art courier only.')
    await expect(terms).toContainText('Returns within thirty days.')
  } finally {
    await updateSettings(request, { contact: { supportEmail: null }, shop: { shippingText: null, returnsText: null } })
  }
})

test('the footer shows the social profiles the settings name, and none left empty', async ({ page, request }) => {
  await updateSettings(request, {
    social: { facebook: '', instagram: 'https://www.instagram.com/northlight', pinterest: '', tiktok: '' },
  })
  try {
    await page.goto('/about')
    const social = page.locator('footer').getByRole('list', { name: 'Social media' })
    await expect(social.getByRole('link')).toHaveCount(1)
    await expect(social.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/northlight',
    )
  } finally {
    await updateSettings(request, {
      social: {
        facebook: 'https://www.facebook.com/',
        instagram: 'https://www.instagram.com/',
        pinterest: 'https://www.pinterest.com/',
        tiktok: 'https://www.tiktok.com/',
      },
    })
  }
})
