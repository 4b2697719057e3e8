import { expect, test } from '@playwright/test'

test.use({ viewport: { width: 375, height: 800 }, hasTouch: true })

test('the mobile menu opens, collapses its sections, freezes the page and closes on navigation', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  const toggle = page.getByRole('button', { name: 'Open menu' })
  await toggle.click()
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  await expect(menu).toBeVisible()
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden')
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeInViewport()

  const artwork = menu.getByRole('button', { name: 'Artwork' })
  await expect(artwork).toHaveAttribute('aria-expanded', 'false')
  await artwork.click()
  await expect(artwork).toHaveAttribute('aria-expanded', 'true')
  await expect(menu.getByRole('link', { name: 'Log In / Sign Up' })).toBeVisible()
  await menu.getByRole('link', { name: 'New Arrivals' }).click()

  await expect(page).toHaveURL(/\/artworks\/new-arrivals$/)
  await expect(menu).toBeHidden()
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden')
})

test('the mobile menu closes when the viewport reaches the large breakpoint', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
  await page.setViewportSize({ width: 1100, height: 800 })
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
})

test('the page never gets narrower than 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 })
  await page.goto('/')
  const width = await page.evaluate(() => document.body.scrollWidth)
  expect(width).toBeGreaterThanOrEqual(375)
})

test('the menu toggle stays reachable when the menu opens further down the page', async ({ page }) => {
  await page.goto('/about')
  await page.mouse.wheel(0, 1200)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
  await page.getByRole('button', { name: 'Close menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
})
