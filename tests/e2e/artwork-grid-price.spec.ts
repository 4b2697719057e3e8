import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

const INDEX = 'shopify_production_products'
type Result = {
  nbHits: number
  facets?: Record<string, Record<string, number>>
  facets_stats?: Record<string, { min: number; max: number }>
}

async function search(request: APIRequestContext, params: Record<string, string | number>): Promise<Result> {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString()
  const response = await request.post('/api/search/1/indexes/*/queries', {
    data: { requests: [{ indexName: INDEX, params: query }] },
  })
  return (await response.json()).results[0]
}

/** Navigates and waits for hydration: the filter toggle only knows whether it is expanded in the browser. */
async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('[data-artwork-grid] button[aria-controls]')).toHaveAttribute(
    'aria-expanded',
    /^(true|false)$/,
  )
}

const price = (page: Page) => page.getByRole('group', { name: 'Price', exact: true })
const chips = (page: Page) => page.getByRole('button', { name: /^Remove filter/ })
const expectCount = (page: Page, expected: number) =>
  expect(page.locator('[data-result-count]')).toHaveAttribute('data-result-count', String(expected))

test('presets set the range, show their chips, and a second click clears back to the full range', async ({
  page,
  request,
}) => {
  const under350 = await search(request, { filters: 'variants_min_price<=350', hitsPerPage: 0 })
  const mid = await search(request, { filters: 'variants_min_price:350 TO 800', hitsPerPage: 0 })
  await open(page, '/artworks')
  const preset = price(page).getByRole('button', { name: 'Under $350' })
  await preset.click()
  await expect(preset).toHaveAttribute('aria-pressed', 'true')
  await expectCount(page, under350.nbHits)
  await expect(chips(page)).toHaveText(['Under $350'])
  await expect(page).toHaveURL(/range%5Bvariants_min_price%5D%5Bmax%5D=350/)
  await expect(price(page).getByLabel('Maximum price')).toHaveValue('350')

  await price(page).getByRole('button', { name: '$350-800' }).click()
  await expectCount(page, mid.nbHits)
  await expect(chips(page)).toHaveText(['Above $350', 'Under $800'])
  await expect(preset).toHaveAttribute('aria-pressed', 'false')

  await price(page).getByRole('button', { name: '$350-800' }).click()
  await expectCount(page, 420)
  await expect(chips(page)).toHaveCount(0)
  await expect(price(page).getByLabel('Minimum price')).toHaveValue('')
  await expect(price(page).getByLabel('Maximum price')).toHaveValue('')
})

test('Above $2000 applies 2000-50000 and its chip reads Above $2,000', async ({ page, request }) => {
  const { nbHits } = await search(request, { filters: 'variants_min_price>=2000', hitsPerPage: 0 })
  await open(page, '/artworks')
  await price(page).getByRole('button', { name: 'Above $2000' }).click()
  await expectCount(page, nbHits)
  await expect(chips(page)).toHaveText(['Above $2,000'])
})

test('presets outside the prices of the current results are hidden', async ({ page, request }) => {
  const { facets } = await search(request, { facets: 'vendor', maxValuesPerFacet: 200, hitsPerPage: 0 })
  let cheap: { artist: string; min: number; max: number } | undefined
  for (const vendor of Object.keys(facets?.vendor ?? {})) {
    const stats = (
      await search(request, {
        filters: `vendor:${JSON.stringify(vendor)}`,
        facets: 'variants_min_price',
        hitsPerPage: 0,
      })
    ).facets_stats
    const range = stats?.variants_min_price
    if (range && range.max < 2000) {
      cheap = { artist: vendor, ...range }
      break
    }
  }
  expect(cheap, 'an artist whose works all cost under $2000').toBeTruthy()
  const { artist, min, max } = cheap ?? { artist: '', min: 0, max: 0 }
  const presets: Array<[string, number, number]> = [
    ['Under $350', 0, 350],
    ['$350-800', 350, 800],
    ['$800-1500', 800, 1500],
    ['Above $2000', 2000, 50_000],
  ]
  const expected = presets.filter(([, low, high]) => low <= max && high >= min).map(([label]) => label)
  await open(page, '/artworks')
  await expect(price(page).locator('button[aria-pressed]')).toHaveText(presets.map(([label]) => label))
  await open(page, `/artworks?refinementList[vendor][0]=${encodeURIComponent(artist)}`)
  await expect(price(page).locator('button[aria-pressed]')).toHaveText(expected)
  expect(expected).not.toContain('Above $2000')
})

test('a typed max applies only after a 500 ms pause, and stays applied through the 1000 ms re-apply', async ({
  page,
}) => {
  await page.clock.install()
  await open(page, '/artworks')
  await expectCount(page, 420)
  await page.clock.pauseAt(Date.now() + 1000) // from here on, time moves only when the test says so
  await price(page).getByLabel('Maximum price').fill('800')
  await page.clock.runFor(450)
  await expect(chips(page)).toHaveCount(0)
  await page.clock.runFor(100)
  await expect(chips(page)).toHaveText(['Under $800'])
  await page.clock.runFor(1000)
  await expect(chips(page)).toHaveText(['Under $800'])
  await expect(price(page).getByLabel('Maximum price')).toHaveValue('800')
})

test('typing keeps resetting the pause, so only the last value applies', async ({ page }) => {
  await page.clock.install()
  await open(page, '/artworks')
  await expectCount(page, 420)
  await page.clock.pauseAt(Date.now() + 1000) // from here on, time moves only when the test says so
  const min = price(page).getByLabel('Minimum price')
  await min.fill('1')
  await page.clock.runFor(300)
  await min.fill('15')
  await page.clock.runFor(300)
  await min.fill('150')
  await page.clock.runFor(300)
  await expect(chips(page)).toHaveCount(0)
  await page.clock.runFor(300)
  await expect(chips(page)).toHaveText(['Above $150'])
})

test('min rules: below the available minimum resets to it; above the max or not a number is ignored', async ({
  page,
  request,
}) => {
  const { facets_stats: stats } = await search(request, { facets: 'variants_min_price', hitsPerPage: 0 })
  const lowest = stats?.variants_min_price?.min ?? 0
  expect(lowest).toBeGreaterThan(0)
  await open(page, '/artworks?range[variants_min_price][max]=800')
  const min = price(page).getByLabel('Minimum price')
  await min.fill(String(lowest - 10))
  await expect(min).toHaveValue(String(lowest))
  await expect(chips(page)).toHaveText(['Under $800'])
  await min.fill('900')
  await page.waitForTimeout(700)
  await expect(chips(page)).toHaveText(['Under $800'])
  await min.fill('abc')
  await page.waitForTimeout(700)
  await expect(chips(page)).toHaveText(['Under $800'])
  await min.fill('200')
  await expect(chips(page)).toHaveText(['Above $200', 'Under $800'])
})

test('max rules: below the min, above the range max or not a number is ignored', async ({ page }) => {
  await open(page, '/artworks?range[variants_min_price][min]=500')
  const max = price(page).getByLabel('Maximum price')
  for (const ignored of ['100', '60000', 'lots']) {
    await max.fill(ignored)
    await page.waitForTimeout(1200)
    await expect(chips(page), ignored).toHaveText(['Above $500'])
  }
  await max.fill('5000')
  await expect(chips(page)).toHaveText(['Above $500', 'Under $5,000'])
  await expect(page).toHaveURL(/range%5Bvariants_min_price%5D%5Bmin%5D=500&range%5Bvariants_min_price%5D%5Bmax%5D=5000/)
})

test('typing clears the active preset, and removing a price chip clears that bound', async ({ page }) => {
  await open(page, '/artworks/art-under-800')
  const preset = price(page).getByRole('button', { name: 'Under $800' })
  await expect(preset).toHaveCount(0) // only the spec's presets exist
  const under350 = price(page).getByRole('button', { name: 'Under $350' })
  await expect(chips(page)).toHaveText(['Under $800'])
  await under350.click()
  await expect(under350).toHaveAttribute('aria-pressed', 'true')
  await price(page).getByLabel('Maximum price').fill('300')
  await expect(under350).toHaveAttribute('aria-pressed', 'false')
  await expect(chips(page)).toHaveText(['Under $300'])
  await page.getByRole('button', { name: 'Remove filter: Under $300' }).click()
  await expect(chips(page)).toHaveCount(0)
  await expectCount(page, 420)
})
