import { ALL_ARTWORKS, expect, test } from './fixtures/artwork-grid'

test('presets set the range, show their chips, and a second click clears back to the full range', async ({
  page,
  grid,
  catalog,
}) => {
  const under350 = await catalog.count({ filters: 'variants_min_price<=350' })
  const mid = await catalog.count({ filters: 'variants_min_price:350 TO 800' })
  await grid.open('/artworks')
  const preset = grid.priceFilter.getByRole('button', { name: 'Under $350' })
  await preset.click()
  await expect(preset).toHaveAttribute('aria-pressed', 'true')
  await grid.expectCount(under350)
  await expect(grid.chips).toHaveText(['Under $350'])
  await expect(page).toHaveURL(/range%5Bvariants_min_price%5D%5Bmax%5D=350/)
  await expect(grid.priceFilter.getByLabel('Maximum price')).toHaveValue('350')

  await grid.priceFilter.getByRole('button', { name: '$350-800' }).click()
  await grid.expectCount(mid)
  await expect(grid.chips).toHaveText(['Above $350', 'Under $800'])
  await expect(preset).toHaveAttribute('aria-pressed', 'false')

  await grid.priceFilter.getByRole('button', { name: '$350-800' }).click()
  await grid.expectCount(ALL_ARTWORKS)
  await expect(grid.chips).toHaveCount(0)
  await expect(grid.priceFilter.getByLabel('Minimum price')).toHaveValue('')
  await expect(grid.priceFilter.getByLabel('Maximum price')).toHaveValue('')
})

test('Above $2000 applies 2000-50000 and its chip reads Above $2,000', async ({ grid, catalog }) => {
  const nbHits = await catalog.count({ filters: 'variants_min_price>=2000' })
  await grid.open('/artworks')
  await grid.priceFilter.getByRole('button', { name: 'Above $2000' }).click()
  await grid.expectCount(nbHits)
  await expect(grid.chips).toHaveText(['Above $2,000'])
})

test('presets outside the prices of the current results are hidden', async ({ grid, catalog }) => {
  const { facets } = await catalog.search({ facets: 'vendor', maxValuesPerFacet: 200, hitsPerPage: 0 })
  let cheap: { artist: string; min: number; max: number } | undefined
  for (const vendor of Object.keys(facets?.vendor ?? {})) {
    const stats = (
      await catalog.search({
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
  await grid.open('/artworks')
  await expect(grid.priceFilter.locator('button[aria-pressed]')).toHaveText(presets.map(([label]) => label))
  await grid.open(`/artworks?refinementList[vendor][0]=${encodeURIComponent(artist)}`)
  await expect(grid.priceFilter.locator('button[aria-pressed]')).toHaveText(expected)
  expect(expected).not.toContain('Above $2000')
})

test('a typed max applies only after a 500 ms pause, and stays applied through the 1000 ms re-apply', async ({
  page,
  grid,
}) => {
  await page.clock.install()
  await grid.open('/artworks')
  await grid.expectCount(ALL_ARTWORKS)
  await page.clock.pauseAt(Date.now() + 1000) // from here on, time moves only when the test says so
  await grid.priceFilter.getByLabel('Maximum price').fill('800')
  await page.clock.runFor(450)
  await expect(grid.chips).toHaveCount(0)
  await page.clock.runFor(100)
  await expect(grid.chips).toHaveText(['Under $800'])
  await page.clock.runFor(1000)
  await expect(grid.chips).toHaveText(['Under $800'])
  await expect(grid.priceFilter.getByLabel('Maximum price')).toHaveValue('800')
})

test('typing keeps resetting the pause, so only the last value applies', async ({ page, grid }) => {
  await page.clock.install()
  await grid.open('/artworks')
  await grid.expectCount(ALL_ARTWORKS)
  await page.clock.pauseAt(Date.now() + 1000) // from here on, time moves only when the test says so
  const min = grid.priceFilter.getByLabel('Minimum price')
  await min.fill('1')
  await page.clock.runFor(300)
  await min.fill('15')
  await page.clock.runFor(300)
  await min.fill('150')
  await page.clock.runFor(300)
  await expect(grid.chips).toHaveCount(0)
  await page.clock.runFor(300)
  await expect(grid.chips).toHaveText(['Above $150'])
})

test('min rules: below the available minimum resets to it; above the max or not a number is ignored', async ({
  page,
  grid,
  catalog,
}) => {
  const { facets_stats: stats } = await catalog.search({ facets: 'variants_min_price', hitsPerPage: 0 })
  const lowest = stats?.variants_min_price?.min ?? 0
  expect(lowest).toBeGreaterThan(0)
  await page.clock.install()
  await grid.open('/artworks?range[variants_min_price][max]=800')
  const min = grid.priceFilter.getByLabel('Minimum price')
  await min.fill(String(lowest - 10))
  await expect(min).toHaveValue(String(lowest))
  await expect(grid.chips).toHaveText(['Under $800'])
  // Past the 500 ms pause at once: had the value applied, its chip would be there by now.
  await min.fill('900')
  await page.clock.fastForward(700)
  await expect(grid.chips).toHaveText(['Under $800'])
  await min.fill('abc')
  await page.clock.fastForward(700)
  await expect(grid.chips).toHaveText(['Under $800'])
  await min.fill('200')
  await expect(grid.chips).toHaveText(['Above $200', 'Under $800'])
})

test('max rules: below the min, above the range max or not a number is ignored', async ({ page, grid }) => {
  await page.clock.install()
  await grid.open('/artworks?range[variants_min_price][min]=500')
  const max = grid.priceFilter.getByLabel('Maximum price')
  for (const ignored of ['100', '60000', 'lots']) {
    await max.fill(ignored)
    // Past both the 500 ms pause and the 1000 ms re-apply.
    await page.clock.fastForward(1200)
    await expect(grid.chips, ignored).toHaveText(['Above $500'])
  }
  await max.fill('5000')
  await expect(grid.chips).toHaveText(['Above $500', 'Under $5,000'])
  await expect(page).toHaveURL(/range%5Bvariants_min_price%5D%5Bmin%5D=500&range%5Bvariants_min_price%5D%5Bmax%5D=5000/)
})

test('typing clears the active preset, and removing a price chip clears that bound', async ({ page, grid }) => {
  await grid.open('/artworks/art-under-800')
  const preset = grid.priceFilter.getByRole('button', { name: 'Under $800' })
  await expect(preset).toHaveCount(0) // only the spec's presets exist
  const under350 = grid.priceFilter.getByRole('button', { name: 'Under $350' })
  await expect(grid.chips).toHaveText(['Under $800'])
  await under350.click()
  await expect(under350).toHaveAttribute('aria-pressed', 'true')
  await grid.priceFilter.getByLabel('Maximum price').fill('300')
  await expect(under350).toHaveAttribute('aria-pressed', 'false')
  await expect(grid.chips).toHaveText(['Under $300'])
  await page.getByRole('button', { name: 'Remove filter: Under $300' }).click()
  await expect(grid.chips).toHaveCount(0)
  await grid.expectCount(ALL_ARTWORKS)
})
