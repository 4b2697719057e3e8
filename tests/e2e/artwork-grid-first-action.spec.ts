import { expect, GRID_PAGE_SIZE, test } from './fixtures/artwork-grid'
import { PRODUCTS_INDEX } from './fixtures/search'

// The grid loads its search code on first use (docs/decisions/0019-light-pages.md), a script under /_astro/.
// These tests hold that code back, so the visitor's first actions are certain to land while it is still loading.

test('a facet and a price preset chosen while the search code loads both apply: count, chips and URL', async ({
  page,
  grid,
  catalog,
}) => {
  const expected = await catalog.count({ filters: 'product_type:"Print" AND variants_min_price<=350' })
  await grid.open('/artworks')
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const heldScripts: string[] = []
  await page.route('**/_astro/**', async (route) => {
    heldScripts.push(route.request().url())
    await held
    await route.continue()
  })

  const print = grid.facet('Medium').getByRole('checkbox', { name: /^Print/ })
  await print.check()
  await grid.priceFilter.getByRole('button', { name: 'Under $350' }).click()
  await expect(print).toBeChecked()
  await expect(grid.priceFilter.getByRole('button', { name: 'Under $350' })).toHaveAttribute('aria-pressed', 'true')
  await expect(grid.chips).toHaveText(['Print', 'Under $350'])
  expect(heldScripts.length, 'the search code was requested and held back').toBeGreaterThan(0)

  release()
  await grid.expectCount(expected)
  await expect(grid.chips).toHaveText(['Print', 'Under $350'])
  await expect(page).toHaveURL(/refinementList%5Bproduct_type%5D%5B0%5D=Print/)
  await expect(page).toHaveURL(/range%5Bvariants_min_price%5D%5Bmax%5D=350/)
  await expect(print).toBeChecked()
})

test('removing a chip and sorting while the search code loads both apply', async ({ page, grid, catalog }) => {
  const priceAscending = `${PRODUCTS_INDEX}_min_price_asc`
  const drawings = await catalog.search(
    { filters: 'product_type:"Drawing"', hitsPerPage: GRID_PAGE_SIZE },
    priceAscending,
  )
  await grid.open(
    '/artworks?refinementList[product_type][0]=Drawing&refinementList[named_tags.algolia_orientation][0]=Vertical',
  )
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/_astro/**', async (route) => {
    await held
    await route.continue()
  })

  await page.getByRole('button', { name: 'Remove filter: Vertical' }).click()
  await page.getByLabel('Sort by').selectOption({ label: 'Price ascending' })
  await expect(grid.chips).toHaveText(['Drawing'])
  await expect(page.getByLabel('Sort by')).toHaveValue(priceAscending)

  release()
  await grid.expectCount(drawings.nbHits)
  await expect.poll(() => grid.cardTitles()).toEqual(drawings.hits.map((hit) => hit.title))
  await expect(grid.chips).toHaveText(['Drawing'])
  await expect(page).toHaveURL(new RegExp(`sortBy=${priceAscending}`))
  await expect(page).not.toHaveURL(/Vertical/)
})

test('a filter ticked before the grid has hydrated is kept, and applies once it has', async ({
  page,
  grid,
  catalog,
}) => {
  const expected = await catalog.count({ filters: 'product_type:"Print"' })
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  // The grid's own code is held back, so that the tick lands on the server's HTML.
  await page.route('**/_astro/ArtworkGrid.*', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/artworks')
  const print = grid.facet('Medium').getByRole('checkbox', { name: /^Print/ })
  await print.click()
  await expect(print, 'not ticked until the grid can act on it').not.toBeChecked()

  release()
  await expect(print).toBeChecked()
  await expect(grid.chips).toHaveText(['Print'])
  await grid.expectCount(expected)
  await expect(page).toHaveURL(/refinementList%5Bproduct_type%5D%5B0%5D=Print/)
})
