import { expect, test } from '@playwright/test'
import { addToCart, buyableWork } from './fixtures/cart'
import { editorHeaders } from './fixtures/editor'

test('a work that sells while in a cart says Sold everywhere, leaves the count, and nothing can be checked out', async ({
  page,
  request,
}) => {
  const work = await buyableWork(request, (each) => each.inventory === 1)
  const headers = await editorHeaders(request)
  // Sold in the gallery itself: staff mark it so (online sales take its stock, which no one edits by hand).
  const setAvailability = async (availability: 'Available' | 'Sold Out') => {
    const response = await request.patch(`/api/artworks/${work.id}?depth=0`, {
      headers,
      data: { availability, _status: 'published' },
    })
    expect(response.ok(), await response.text()).toBe(true)
  }
  await addToCart(page.context(), work)
  await setAvailability('Sold Out')
  try {
    await page.goto('/cart')
    const line = page.locator(`[data-cart-line="${work.id}"]`)
    await expect(line.getByText('Sold', { exact: true })).toBeVisible()
    await expect(page.locator('header').getByRole('link', { name: 'Cart', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Check out' })).toBeDisabled()
    await expect(page.getByRole('link', { name: 'Check out' })).toHaveCount(0)

    await page.goto('/checkout')
    await expect(page.getByRole('main').getByText('Sold', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled()
  } finally {
    await setAvailability('Available')
  }
})
