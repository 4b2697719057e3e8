import { randomBytes } from 'node:crypto'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { signInAsAdmin } from './fixtures/shop'

type Placed = { order: { number: string; total: number } }

/** A gift card bought as a visitor does: an order of $250 (25,000 cents) that holds no work. */
async function buyGiftCard(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/shop/orders', {
    headers: { origin: new URL(test.info().project.use.baseURL ?? '').origin },
    data: {
      details: { email, name: 'Ada Lowe' },
      giftCard: { amount: 250, recipientName: 'Rosa Vance', recipientEmail: 'rosa@example.test' },
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as Placed).order.number
}

test('staff read an order’s money in dollars, find it by number or buyer email, and filter orders by status', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const email = `admin-money-${randomBytes(4).toString('hex')}@example.test`
  const number = await buyGiftCard(request, email)
  await signInAsAdmin(page)

  await page.goto(`/admin/collections/orders?search=${encodeURIComponent(email)}`)
  const row = page.getByRole('row').filter({ hasText: number })
  await expect(row).toHaveCount(1, { timeout: 30_000 })
  await expect(row.getByRole('cell', { name: '$250.00' })).toBeVisible()
  await expect(row).not.toContainText('25000')

  await page.goto(`/admin/collections/orders?search=${encodeURIComponent(number)}`)
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1, { timeout: 30_000 })

  // The list's Filters panel keeps its filters in the URL: Status equals Requested, then Paid.
  const byStatus = (status: string) => `/admin/collections/orders?where[or][0][and][0][status][equals]=${status}`
  await page.goto(`${byStatus('requested')}&limit=100`)
  await expect(page.getByRole('row').filter({ hasText: number })).toHaveCount(1, { timeout: 30_000 })
  await expect(page.getByText('Filter Orders where')).toBeVisible()
  await page.goto(`${byStatus('paid')}&limit=100`)
  const filter = page.getByRole('list').filter({ hasText: 'Status' }).filter({ hasText: 'equals' }).last()
  await expect(filter).toContainText('Paid', { timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'No Results.' }).or(page.getByRole('table'))).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: number })).toHaveCount(0)

  await page.goto(`/admin/collections/orders?search=${encodeURIComponent(number)}`)
  await page.getByRole('link', { name: number, exact: true }).click()
  await expect(page.getByRole('heading', { name: number })).toBeVisible({ timeout: 30_000 })
  for (const label of ['Subtotal', 'Total', 'Unit price'])
    await expect(page.getByLabel(label, { exact: true })).toHaveValue('$250.00')
  await expect(page.getByLabel('Paid by gift card', { exact: true })).toHaveValue('$0.00')
})
