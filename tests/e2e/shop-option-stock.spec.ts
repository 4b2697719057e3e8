import { expect, test, type APIRequestContext } from '@playwright/test'
import { SAME_ORIGIN } from './fixtures/customers'
import { publicDocs } from './fixtures/public-reads'

type Option = { id: string; title: string; price: number; inventory?: number | null }
type Work = { id: number; handle: string; title: string; inventory: number; variants: Option[] }

/** A published, buyable work of the seeded gallery with an option whose own count is `units`. */
async function workWithOptionUnits(request: APIRequestContext, units: number): Promise<{ work: Work; option: Option }> {
  const where = [
    'where[availability][equals]=Available',
    'where[inventory][greater_than]=0',
    'where[priceUponRequest][not_equals]=true',
  ].join('&')
  // A visitor filters on a work's own fields; the options' counts are read from each work.
  for (const work of await publicDocs<Work>(request, 'artworks', `depth=0&sort=handle&${where}`, 1000)) {
    const option = work.variants.find((each) => each.inventory === units)
    if (option && work.variants.length > 1) return { work, option }
  }
  throw new Error(`no seeded work with an option of ${units} units`)
}

test('an option with no units of its own shows Sold and cannot be bought, while the work’s other options can', async ({
  page,
  request,
}) => {
  const { work, option } = await workWithOptionUnits(request, 0)
  await page.goto(`/products/${work.handle}`)
  const options = page.getByRole('group', { name: 'Options' })
  const sold = options.locator('label').filter({ has: page.getByText(option.title, { exact: true }) })
  await expect(sold.getByRole('radio')).toBeDisabled()
  await expect(sold.getByText('Sold', { exact: true })).toBeVisible()
  await expect(options.getByRole('radio', { disabled: false }).first()).toBeEnabled()

  const refused = await page.context().request.post('/api/shop/cart', {
    headers: SAME_ORIGIN,
    data: { artwork: work.id, variant: option.id, quantity: 1 },
  })
  expect(refused.status()).toBe(409)
  expect(await refused.json()).toMatchObject({ error: `${work.title} (${option.title}) is sold` })
})

test('an artist proof of one unit goes in a cart one at a time, whatever the edition’s run', async ({
  page,
  request,
}) => {
  const { work, option } = await workWithOptionUnits(request, 1)
  expect(work.inventory).toBeGreaterThan(1)
  const added = await page.context().request.post('/api/shop/cart', {
    headers: SAME_ORIGIN,
    data: { artwork: work.id, variant: option.id, quantity: 1 },
  })
  expect(added.status(), await added.text()).toBe(200)
  await page.goto('/cart')
  const line = page.locator(`[data-cart-line="${work.id}"]`)
  await expect(line).toBeVisible()
  // One unit: no quantity to choose, and no way to ask for a second.
  await expect(line.getByRole('combobox', { name: /Quantity/ })).toHaveCount(0)
  const more = await page.context().request.post('/api/shop/cart', {
    headers: SAME_ORIGIN,
    data: { artwork: work.id, variant: option.id, quantity: 1 },
  })
  const cart = (await (await page.context().request.get('/api/shop/cart')).json()) as {
    lines: { artwork: number; variant: string; quantity: number }[]
  }
  expect(more.status()).toBeLessThan(500)
  expect(cart.lines.find((line) => line.variant === option.id)?.quantity).toBe(1)
})
