import { expect, test } from '@playwright/test'
import { axeViolations } from './fixtures/axe'

test('the style guide lists every design token and is not indexed', async ({ page }) => {
  await page.goto('/styleguide')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Style Guide')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  const colours = page.locator('[data-token="color"]')
  for (const name of ['ink', 'muted', 'line', 'seashell', 'accent', 'accent-strong']) {
    await expect(colours.filter({ hasText: name }).first()).toBeVisible()
  }
  await expect(colours.filter({ hasText: 'seashell' })).toContainText('#fff5ee')
  const breakpoints = page.locator('[data-token="breakpoint"]')
  await expect(breakpoints).toHaveCount(3)
  await expect(breakpoints).toContainText(['375 px', '768 px', '1024 px'])
  expect(await page.locator('[data-token="type"]').count()).toBeGreaterThanOrEqual(8)
  expect(await page.locator('[data-token="spacing"]').count()).toBeGreaterThanOrEqual(8)
  await expect(page.locator('[data-token="font"]')).toHaveCount(2)
  await page.getByRole('link', { name: 'See every component' }).click()
  await expect(page).toHaveURL(/\/styleguide\/components$/)
})

test('the components page shows each component in its states', async ({ page }) => {
  await page.goto('/styleguide/components')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Components')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  for (const type of ['fill', 'outline', 'underline', 'default']) {
    await expect(page.locator(`a[data-cta="${type}"]:not([data-dark])`).first()).toBeVisible()
    await expect(page.locator(`[data-cta-surface="dark"] a[data-cta="${type}"][data-dark]`)).toBeVisible()
  }
  const headers = page.locator('#section-headers [data-block="section-header"]')
  await expect(headers).toHaveCount(3)
  await expect(page.locator('section#sample-visit')).toHaveCSS('background-color', 'rgb(255, 245, 238)')
  for (const state of ['price', 'on-hold', 'sold', 'price-on-request']) {
    await expect(page.locator(`#artwork-cards [data-card="artwork"][data-state="${state}"]`).first()).toBeVisible()
  }
  await expect(page.locator('#artwork-cards [data-state="sold"]')).toContainText('Sold')
  await expect(page.locator('#artwork-cards').getByText(/^From \$/)).toBeVisible()
  for (const card of ['artist', 'collection', 'exhibition', 'journal']) {
    await expect(page.locator(`#content-cards [data-card="${card}"]`).first()).toBeVisible()
  }
  await expect(page.locator('#rails [data-layout="scroll"]')).toBeVisible()
  await expect(page.locator('#rails [data-layout="grid"]')).toBeVisible()
  const faq = page.locator('#faq details')
  await expect(faq.nth(0)).toHaveJSProperty('open', false)
  await expect(faq.nth(1)).toHaveJSProperty('open', true)
  await expect(page.locator('#ready-to-hang [data-notice="ready-to-hang"]')).toHaveText(
    'These works are ready-to-hang (framed if applicable) and can be picked up in 1-2 business days.',
  )
  await expect(page.locator('#rich-text figure figcaption')).toHaveText('Morning Field, oil on linen, 2025')
  await expect(page.locator('#rich-text a[href="https://example.org"]')).toHaveAttribute('target', '_blank')
})

test('home, a rail-heavy page, the FAQs and both style guide pages have no axe violations', async ({ page }) => {
  test.setTimeout(120_000)
  for (const path of ['/', '/about', '/the-gallery', '/faqs', '/styleguide', '/styleguide/components']) {
    await page.goto(path)
    expect(await axeViolations(page), path).toEqual([])
  }
  await page.goto('/faqs')
  await page.locator('[data-block="faq"] summary').first().click()
  expect(await axeViolations(page), '/faqs with an answer open').toEqual([])
})
