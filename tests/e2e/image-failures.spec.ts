import { expect, test } from '@playwright/test'

// The layout's one listener turns the frame of a picture that fails to load into the quiet placeholder: the
// picture is hidden, the frame keeps its size and is announced by the picture's own description.

test('a picture that fails to load leaves its frame as a labelled placeholder', async ({ page }) => {
  await page.route(/\.(?:jpe?g|png|webp|avif)(?:\?|$)/, (route) => route.abort())
  const failures: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Image failed to load')) failures.push(message.text())
  })
  await page.goto('/')

  const frame = page.locator('main [data-image-state]').first()
  await expect(frame).toHaveAttribute('data-image-state', 'placeholder')
  await expect(frame).toHaveAttribute('role', 'img')
  const description = await frame.locator('img').getAttribute('alt')
  await expect(frame).toHaveAttribute('aria-label', description || 'Image unavailable')
  await expect(frame.locator('img')).toBeHidden()
  const box = await frame.boundingBox()
  expect(box?.height ?? 0).toBeGreaterThan(0)
  expect(failures.length).toBeGreaterThan(0)
})
