import { expect, test } from '@playwright/test'
import { axeViolations } from './fixtures/axe'
import { firstLinkOnPage } from './fixtures/listing'

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
  '/checkout',
  '/account/login',
  '/no-such-page',
]

test('the layout and the page types have no axe violations', async ({ page }) => {
  test.setTimeout(180_000)
  const details = [
    await firstLinkOnPage(page, '/artists', '/artists/'),
    await firstLinkOnPage(page, '/collections', '/collections/'),
    await firstLinkOnPage(page, '/exhibitions/all', '/exhibitions/'),
    await firstLinkOnPage(page, '/journal', '/journal/'),
    await firstLinkOnPage(page, '/artworks', '/products/'),
  ]
  for (const path of [...PAGES, ...details]) {
    await page.goto(path)
    expect(await axeViolations(page), path).toEqual([])
  }
})

test('open menus have no axe violations, on desktop and on mobile', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Artwork' }).hover()
  expect(await axeViolations(page)).toEqual([])
  await page.setViewportSize({ width: 375, height: 800 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Artwork' }).click()
  expect(await axeViolations(page)).toEqual([])
})

test('a product page with its enquiry dialog open has no axe violations', async ({ page }) => {
  await page.goto(await firstLinkOnPage(page, '/artworks', '/products/'))
  await page.locator('[data-enquire]').click()
  const dialog = page.getByRole('dialog', { name: 'Enquire about this work' })
  await expect(dialog.getByLabel('Name')).toBeFocused()
  await dialog.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(dialog.getByText('Enter your name')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
