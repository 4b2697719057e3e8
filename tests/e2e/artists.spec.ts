import { expect, test } from '@playwright/test'
import { ARTIST_COUNT } from '@/lib/seed/plan-artists'

test('the artist directory browses A to Z and searches by name', async ({ page }) => {
  await page.goto('/artists')
  const cards = page.locator('[data-card="artist"]')
  const total = await cards.count()
  expect(total).toBeGreaterThanOrEqual(ARTIST_COUNT)

  const nav = page.getByRole('navigation', { name: 'Artists A to Z' })
  const firstLetter = nav.getByRole('link').nth(1)
  const letter = (await firstLetter.innerText()).trim()
  await firstLetter.click()
  await expect(page).toHaveURL(new RegExp(`letter=${letter}`))
  await expect(nav.getByRole('link', { name: letter, exact: true })).toHaveAttribute('aria-current', 'page')
  const filtered = await cards.count()
  expect(filtered).toBeGreaterThan(0)
  expect(filtered).toBeLessThan(total)

  const someName = (await cards.first().locator('h3').innerText()).trim()
  await page.goto('/artists')
  await page.getByLabel('Search artists').fill(someName)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/q=/)
  await expect(cards.first().locator('h3')).toHaveText(someName)
})

test('artist cards show name and location and link to the artist page', async ({ page }) => {
  await page.goto('/artists')
  const card = page.locator('[data-card="artist"]').first()
  const href = await card.getAttribute('href')
  expect(href).toMatch(/^\/artists\/[a-z0-9-]+$/)
  await expect(card.locator('h3')).not.toBeEmpty()
  await card.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('odd directory parameters are ignored, not errors', async ({ page }) => {
  for (const path of [
    '/artists?letter=ZZ',
    '/artists?q=%3Cscript%3E',
    `/artists?q=${'x'.repeat(300)}`,
    '/artists?letter=A&letter=B',
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(200)
  }
})
