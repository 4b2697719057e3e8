import { expect, test } from './fixtures/artwork-grid'
import { axeViolations } from './fixtures/axe'

const PHONE = { width: 375, height: 740 }

test.describe('at 375 px the filters open as a drawer over the results', () => {
  test.use({ viewport: PHONE })

  test('a modal dialog with its heading, a close button and a sticky Show N results button', async ({
    page,
    grid,
    catalog,
  }, testInfo) => {
    const prints = await catalog.count({ filters: 'product_type:"Print"' })
    await grid.open('/artworks')
    await grid.filtersToggle.click()
    const drawer = page.getByRole('dialog', { name: 'Filters' })
    await expect(drawer).toBeVisible()
    await expect(drawer).toHaveAttribute('aria-modal', 'true')
    expect(await drawer.boundingBox()).toEqual({ x: 0, y: 0, ...PHONE })
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden')
    await expect(drawer.getByRole('button', { name: 'Close filters' })).toBeInViewport()

    const showResults = drawer.getByRole('button', { name: /^Show [\d,]+ results?$/ })
    await expect(showResults).toHaveText(`Show ${(await grid.shownCount()).toLocaleString('en-US')} results`)
    await expect(showResults).toBeInViewport()
    await grid
      .facet('Medium')
      .getByRole('checkbox', { name: /^Print/ })
      .check()
    await expect(showResults).toHaveText(`Show ${prints} ${prints === 1 ? 'result' : 'results'}`)
    await expect(showResults).toBeInViewport()
    await page.screenshot({ path: testInfo.outputPath('filter-drawer-375.png') })

    await showResults.click()
    await expect(drawer).toBeHidden()
    await expect(grid.filtersToggle).toBeFocused()
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden')
    await grid.expectCount(prints)
    await expect(page.getByRole('button', { name: 'Remove filter: Print' })).toBeVisible()
  })

  test('keyboard: focus moves into the drawer, Tab stays inside, Escape closes and focus returns', async ({
    page,
    grid,
  }) => {
    await grid.open('/artworks')
    await grid.filtersToggle.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Filters' })
    await expect(drawer).toBeVisible()
    const focusIsInDrawer = () => drawer.evaluate((element) => element.contains(document.activeElement))
    await expect.poll(focusIsInDrawer).toBe(true)
    for (const key of [...Array<string>(30).fill('Tab'), ...Array<string>(5).fill('Shift+Tab')]) {
      await page.keyboard.press(key)
      expect(await focusIsInDrawer()).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(grid.filtersToggle).toBeFocused()
    await expect(grid.filtersToggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('the open drawer has no axe violations', async ({ page, grid }) => {
    test.slow() // a full-page axe pass
    await grid.open('/artworks?refinementList[product_type][0]=Painting')
    await grid.filtersToggle.click()
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test('widening the screen turns the open drawer into the sidebar, still open', async ({ page, grid }) => {
    await grid.open('/artworks')
    await grid.filtersToggle.click()
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible()
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden')
  })
})

test('at 1280 px the filters stay a sidebar beside the grid, without a drawer button', async ({ page, grid }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await grid.open('/artworks')
  const sidebar = page.getByRole('region', { name: 'Filters' })
  await expect(sidebar).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(sidebar.getByRole('button', { name: /^Show [\d,]+ results?$/ })).toHaveCount(0)
  const [panelBox, firstCard] = [await sidebar.boundingBox(), await grid.cards.first().boundingBox()]
  expect(firstCard?.x).toBeGreaterThan((panelBox?.x ?? 0) + (panelBox?.width ?? 0))
})

for (const facet of ['Medium', 'Artist']) {
  test(`ticking a ${facet.toLowerCase()} value leaves every value of its list where it was`, async ({ grid }) => {
    await grid.open('/artworks')
    const labels = grid.facet(facet).locator('label > span:first-of-type')
    const before = await labels.allInnerTexts()
    const third = before[2] ?? ''
    await grid
      .facet(facet)
      .getByRole('checkbox', { name: new RegExp(`^${third}`) })
      .check()
    await expect(grid.page.getByRole('button', { name: `Remove filter: ${third}` })).toBeVisible()
    await expect(labels).toHaveText(before)
    await grid
      .facet(facet)
      .getByRole('checkbox', { name: new RegExp(`^${before[5] ?? ''}`) })
      .check()
    await expect(labels).toHaveText(before)
  })
}
