import { expect, test } from '@playwright/test'

// A tablet held landscape: wide enough for the desktop menus, with a finger for a pointer.
test.use({ viewport: { width: 1180, height: 820 }, hasTouch: true, isMobile: true })

test('on a touch screen a tap opens a header menu and keeps it open; a second tap closes it', async ({ page }) => {
  await page.goto('/')
  expect(await page.evaluate(() => window.matchMedia('(pointer: coarse)').matches)).toBe(true)
  const artwork = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Artwork' })
  const panel = page.locator('#menu-artwork')

  await artwork.tap()
  await expect(artwork).toHaveAttribute('aria-expanded', 'true')
  await expect(panel.getByRole('link', { name: 'New Arrivals' })).toBeVisible()

  await artwork.tap()
  await expect(artwork).toHaveAttribute('aria-expanded', 'false')
  await expect(panel).toBeHidden()
})
