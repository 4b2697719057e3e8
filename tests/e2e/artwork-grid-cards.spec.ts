import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

const INDEX = 'shopify_production_products'
type Hit = {
  objectID: string
  title: string
  vendor: string
  product_type: string
  handle: string
  named_tags: { algolia_availability: string }
  variants_inventory_count: number
  variants_min_price: number
  variants_max_price: number
  meta: { artwork?: { data: string }; media?: { productImages: string } }
}

async function hitsFor(request: APIRequestContext, filters: string, hitsPerPage = 200): Promise<Hit[]> {
  const params = new URLSearchParams({ filters, hitsPerPage: String(hitsPerPage) }).toString()
  const response = await request.post('/api/search/1/indexes/*/queries', {
    data: { requests: [{ indexName: INDEX, params }] },
  })
  return (await response.json()).results[0].hits
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('[data-artwork-grid] button[aria-controls]')).toHaveAttribute(
    'aria-expanded',
    /^(true|false)$/,
  )
}

const priceUponRequest = (hit: Hit) => hit.meta.artwork?.data.includes('"priceUponRequest":true') ?? false
const plainlyPriced = (hit: Hit) =>
  hit.named_tags.algolia_availability === 'Available' &&
  hit.variants_inventory_count > 0 &&
  hit.product_type !== 'Custom Commission' &&
  !priceUponRequest(hit)

/** Opens the grid on the hit's artist and pages with Show More until its card is there. */
async function cardOf(page: Page, hit: Hit) {
  await open(page, `/artworks?refinementList[vendor][0]=${encodeURIComponent(hit.vendor)}`)
  const card = page.locator(`[data-artwork-grid] a[href="/products/${hit.handle}"]`)
  const more = page.getByRole('button', { name: 'Show More', exact: true })
  while ((await card.count()) === 0 && (await more.count()) > 0) await more.click()
  await expect(card).toBeVisible()
  return card
}

test.describe('card states', () => {
  test('On Hold', async ({ page, request }) => {
    const [hit] = await hitsFor(request, 'named_tags.algolia_availability:"On Hold"', 1)
    const card = await cardOf(page, hit as Hit)
    await expect(card).toHaveAttribute('data-state', 'on-hold')
    await expect(card.locator('[data-price]')).toHaveText('On Hold')
  })

  test('Sold when the tag is Sold Out: dimmed through its image, the text at full strength', async ({
    page,
    request,
  }) => {
    const [hit] = await hitsFor(request, 'named_tags.algolia_availability:"Sold Out"', 1)
    const card = await cardOf(page, hit as Hit)
    await expect(card.locator('[data-price]')).toHaveText('Sold')
    const imageOpacity = await card
      .locator('img')
      .first()
      .evaluate((img) => Number(getComputedStyle(img.parentElement?.parentElement ?? img).opacity))
    expect(imageOpacity).toBeLessThan(1)
    expect(await card.locator('h3').evaluate((title) => getComputedStyle(title).opacity)).toBe('1')
  })

  test('Sold when the inventory count is 0 even if the tag says Available', async ({ page }) => {
    // The seed sells out whole works only through the tag, so the answer is edited on its way in.
    await page.route('**/api/search/**', async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      const hit = body.results[0]?.hits?.[0]
      if (hit)
        Object.assign(hit, {
          variants_inventory_count: 0,
          named_tags: { ...hit.named_tags, algolia_availability: 'Available' },
        })
      await route.fulfill({ response, json: body })
    })
    await open(page, '/artworks')
    await page
      .getByRole('group', { name: 'Medium', exact: true })
      .getByRole('checkbox', { name: /^Painting/ })
      .check()
    const first = page.locator('[data-artwork-grid] [data-card="artwork"]').first()
    await expect(first).toHaveAttribute('data-state', 'sold')
    await expect(first.locator('[data-price]')).toHaveText('Sold')
  })

  test('Price on Request for Custom Commission and for priceUponRequest', async ({ page, request }) => {
    await open(page, '/artworks?refinementList[product_type][0]=Custom%20Commission')
    const prices = await page.locator('[data-artwork-grid] [data-price]').allInnerTexts()
    expect(prices.length).toBeGreaterThan(0)
    for (const label of prices) expect(['Price on Request', 'On Hold', 'Sold']).toContain(label)
    expect(prices).toContain('Price on Request')

    const hit = (
      await hitsFor(request, 'named_tags.algolia_availability:"Available" AND NOT product_type:"Custom Commission"')
    ).find((candidate) => priceUponRequest(candidate) && candidate.variants_inventory_count > 0)
    expect(hit).toBeTruthy()
    const card = await cardOf(page, hit as Hit)
    await expect(card.locator('[data-price]')).toHaveText('Price on Request')
  })

  test('From $min when the variants differ, else the price', async ({ page, request }) => {
    const hits = (await hitsFor(request, 'named_tags.algolia_availability:"Available"')).filter(plainlyPriced)
    const ranged = hits.find((hit) => hit.variants_min_price < hit.variants_max_price)
    const single = hits.find((hit) => hit.variants_min_price === hit.variants_max_price)
    expect(ranged && single).toBeTruthy()
    const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`
    await expect((await cardOf(page, ranged as Hit)).locator('[data-price]')).toHaveText(
      `From ${usd((ranged as Hit).variants_min_price)}`,
    )
    await expect((await cardOf(page, single as Hit)).locator('[data-price]')).toHaveText(
      usd((single as Hit).variants_min_price),
    )
  })

  test('each card links to the shop product page of its handle', async ({ page }) => {
    await open(page, '/artworks')
    const hrefs = await page
      .locator('[data-artwork-grid] [data-card="artwork"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toHaveLength(12)
    for (const href of hrefs) expect(href).toMatch(/^\/products\/[a-z0-9-]+$/)
  })
})

test.describe('hover image', () => {
  test('shows the second image on hover with a fine pointer', async ({ page }) => {
    await open(page, '/artworks')
    const card = page
      .locator('[data-artwork-grid] [data-card="artwork"]')
      .filter({ has: page.locator('[data-hover-image]') })
      .first()
    const hover = card.locator('[data-hover-image]')
    await expect(hover).toHaveCSS('opacity', '0')
    await card.hover()
    await expect(hover).toHaveCSS('opacity', '1')
  })

  test('is not shown on a touch screen', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 800 } })
    const page = await context.newPage()
    await open(page, '/artworks')
    const hover = page.locator('[data-artwork-grid] [data-hover-image]').first()
    await expect(hover).toBeAttached()
    await expect(hover).toHaveCSS('display', 'none')
    await context.close()
  })
})

test.describe('layout and accessibility', () => {
  const toggle = (page: Page) => page.locator('[data-artwork-grid] button[aria-controls]')
  const filters = (page: Page) => page.getByRole('region', { name: 'Filters' })

  test('at 375 px the filters start closed and the toggle opens them, without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await open(page, '/artworks')
    await expect(toggle(page)).toHaveText('Show filters')
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(filters(page)).toBeHidden()
    await toggle(page).click()
    await expect(toggle(page)).toHaveText('Hide filters')
    await expect(filters(page)).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })

  test('from 768 px the filters start open; the toggle works from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 })
    await open(page, '/artworks')
    await expect(filters(page)).toBeVisible()
    await toggle(page).focus()
    await page.keyboard.press('Enter')
    await expect(filters(page)).toBeHidden()
    await expect(toggle(page)).toHaveText('Show filters')
  })

  test('the grid with filters open and chips has no axe violations, on desktop and at 375 px', async ({ page }) => {
    await open(page, '/artworks?refinementList[product_type][0]=Painting&range[variants_min_price][max]=800')
    const axe = () =>
      new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    expect((await axe()).violations.map((violation) => violation.id)).toEqual([])
    await page.setViewportSize({ width: 375, height: 800 })
    await toggle(page).click()
    await expect(filters(page)).toBeVisible()
    expect((await axe()).violations.map((violation) => violation.id)).toEqual([])
  })
})

test('a slow search reports stalled after 200 ms; a failed one shows an error and is no longer stalled', async ({
  page,
}) => {
  await open(page, '/artworks')
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/api/search/**', async (route) => {
    await held
    await route.abort()
  })
  await page
    .getByRole('group', { name: 'Medium', exact: true })
    .getByRole('checkbox', { name: /^Drawing/ })
    .check()
  await expect(page.locator('[data-search-stalled]')).toBeVisible()
  release()
  await expect(page.getByText('We couldn’t load artworks just now.', { exact: false })).toBeVisible()
  await expect(page.locator('[data-search-stalled]')).toHaveCount(0)
})
