import { expect, test } from '@playwright/test'
import { axeViolations } from './fixtures/axe'
import { newCustomer, SAME_ORIGIN, signIn } from './fixtures/customers'
import { addToCart, buyableWorks, cancelOrder, placeOrder } from './fixtures/shop'

test("a customer's orders are listed on /account, each at its own page, and no one else's", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const [work] = await buyableWorks(request, 1)
  const buyer = await newCustomer(request)
  const context = await browser.newContext()
  await signIn(context, buyer)
  const page = await context.newPage()
  await addToCart(page, work!)
  await page.goto('/checkout')
  // The checkout knows the buyer, and says how payment works and what shipping costs before Place order.
  await expect(page.getByRole('main').getByLabel('Email', { exact: true })).toHaveValue(buyer.email)
  await expect(page.getByRole('main').getByLabel('Full name')).toHaveValue('Test')
  const terms = page.getByRole('region', { name: 'How ordering works' })
  await expect(terms).toContainText('No payment is taken now')
  await expect(terms).toContainText('Shipping:')
  const number = await placeOrder(page, { email: buyer.email, name: 'Olive Owner' })

  await page.goto('/account')
  const orders = page.getByRole('region', { name: 'Orders' })
  const entry = orders.getByRole('listitem').filter({ hasText: `Order ${number}` })
  await expect(entry).toContainText(work!.title)
  await expect(entry).toContainText('Requested')
  expect(await axeViolations(page, 'main')).toEqual([])
  await entry.getByRole('link', { name: `Order ${number}` }).click()
  await expect(page).toHaveURL(new RegExp(`/account/orders/${number}$`))
  await expect(page.getByRole('heading', { name: `Thank you — order ${number} is placed` })).toBeVisible()
  await expect(page.getByRole('main').getByText(work!.title, { exact: true })).toBeVisible()
  expect(await axeViolations(page, 'main')).toEqual([])

  // Another customer sees neither the order's page nor the order through REST or GraphQL.
  const other = await newCustomer(request)
  const stranger = await browser.newContext()
  await signIn(stranger, other)
  const strangerPage = await stranger.newPage()
  await strangerPage.goto(`/account/orders/${number}`)
  await expect(strangerPage.getByRole('alert')).toHaveText('There is no such order, or it is not yours')
  const rest = await stranger.request.get(`/api/orders?where[number][equals]=${number}&depth=0`, {
    headers: SAME_ORIGIN,
  })
  expect(((await rest.json()) as { docs: unknown[] }).docs).toEqual([])
  const graphql = await stranger.request.post('/api/graphql', {
    headers: SAME_ORIGIN,
    data: { query: `{ Orders(where: { number: { equals: "${number}" } }) { docs { number } } }` },
  })
  expect(JSON.stringify(await graphql.json())).not.toContain(number)
  const own = await context.request.post('/api/graphql', {
    headers: SAME_ORIGIN,
    data: { query: `{ Orders(where: { number: { equals: "${number}" } }) { docs { number } } }` },
  })
  expect(JSON.stringify(await own.json())).toContain(number)
  await Promise.all([context.close(), stranger.close()])
  await cancelOrder(request, number)
})
