import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

const PAGES = [
  '/',
  '/about',
  '/faqs',
  '/advisory',
  '/artworks',
  '/artists',
  '/collections',
  '/exhibitions',
  '/journal',
  '/search',
  '/saved',
  '/cart',
  '/account/login',
  '/no-such-page',
]

async function firstLink(page: Page, listing: string, prefix: string): Promise<string> {
  await page.goto(listing)
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href')
  if (!href) throw new Error(`no ${prefix} link on ${listing}`)
  return href
}

test('the layout and the page types have no axe violations', async ({ page }) => {
  test.setTimeout(180_000)
  const details = [
    await firstLink(page, '/artists', '/artists/'),
    await firstLink(page, '/collections', '/collections/'),
    await firstLink(page, '/exhibitions/all', '/exhibitions/'),
    await firstLink(page, '/journal', '/journal/'),
    await firstLink(page, '/artworks', '/products/'),
  ]
  for (const path of [...PAGES, ...details]) {
    await page.goto(path)
    expect(await violations(page), path).toEqual([])
  }
})

test('open menus have no axe violations, on desktop and on mobile', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Artwork' }).hover()
  expect(await violations(page)).toEqual([])
  await page.setViewportSize({ width: 375, height: 800 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Artwork' }).click()
  expect(await violations(page)).toEqual([])
})
