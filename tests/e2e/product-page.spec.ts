import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import type { Orientation } from '../../src/lib/catalog/taxonomy'

async function handleOf(request: APIRequestContext, where: string): Promise<string> {
  const response = await request.get(`/api/artworks?limit=1&depth=0&${where}`)
  const [artwork] = ((await response.json()) as { docs: Array<{ handle: string }> }).docs
  if (!artwork) throw new Error(`no artwork where ${where}`)
  return artwork.handle
}

const handleWithOrientation = (request: APIRequestContext, orientation: Orientation) =>
  handleOf(request, `where[orientation][equals]=${orientation}`)

/** The rendered box of the first image against the picture's own proportions. */
async function firstImageProportions(page: Page) {
  const image = page.locator('[data-artwork-images] img').first()
  await expect(image).toHaveJSProperty('complete', true)
  return image.evaluate((img: HTMLImageElement) => ({
    box: img.clientWidth / img.clientHeight,
    picture: img.naturalWidth / img.naturalHeight,
    fit: getComputedStyle(img).objectFit,
  }))
}

for (const orientation of ['Horizontal', 'Vertical', 'Square'] as const) {
  test(`a ${orientation.toLowerCase()} work is shown whole at 1280 and 375 px`, async ({ page, request }) => {
    const handle = await handleWithOrientation(request, orientation)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/products/${handle}`)
      const { box, picture, fit } = await firstImageProportions(page)
      // Whole: drawn inside its box at its own proportions (`contain`), or in a box of those proportions.
      if (fit !== 'contain') expect(Math.abs(box / picture - 1)).toBeLessThan(0.02)
      expect(fit).not.toBe('cover')
      await page.screenshot({ path: test.info().outputPath(`${orientation}-${width}.png`) })
    }
  })
}

test('on a phone the title, artist and price come before the images', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(`/products/${await handleWithOrientation(request, 'Vertical')}`)
  const priceBottom = await page.locator('[data-price]').evaluate((el) => el.getBoundingClientRect().bottom)
  const imageTop = await page
    .locator('[data-artwork-images] img')
    .first()
    .evaluate((el) => el.getBoundingClientRect().top)
  expect(priceBottom).toBeLessThan(imageTop)
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
})

test('a sold work says Sold, as its card does', async ({ page, request }) => {
  await page.goto(`/products/${await handleOf(request, 'where[availability][equals]=Sold Out')}`)
  const availability = page.locator('dt', { hasText: 'Availability' }).locator('xpath=following-sibling::dd[1]')
  await expect(availability).toHaveText(/^Sold\b/)
  await expect(availability).not.toContainText('Sold Out')
})

test('nothing on a phone moves when the pictures arrive', async ({ page, request }) => {
  await page.setViewportSize({ width: 412, height: 823 })
  // Pictures held back until the page has laid out, as on a slow connection.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/api\/media\/file\//, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(`/products/${await handleWithOrientation(request, 'Vertical')}`, { waitUntil: 'domcontentloaded' })
  const details = page.locator('dl').first()
  const before = await details.boundingBox()
  release()
  await expect(page.locator('[data-artwork-images] img').first()).toHaveJSProperty('complete', true)
  expect((await details.boundingBox())?.y).toBe(before?.y)
})
