import { expect, test } from '@playwright/test'
import { signInToAdmin } from './fixtures/editor'

test('the admin accepts the demo editor and lists the catalog', async ({ page }) => {
  test.setTimeout(90_000)
  await signInToAdmin(page)
  await page.goto('/admin/collections/artworks')
  await expect(page.getByRole('heading', { name: 'Artworks' })).toBeVisible({ timeout: 30_000 })
})

test('the admin refuses a customer account', async ({ request }) => {
  const response = await request.post('/api/users/login', {
    data: { email: 'collector@example-gallery.art', password: 'gallery-collector-2026' },
  })
  expect(response.status()).toBe(401)
})
