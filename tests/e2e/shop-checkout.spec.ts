import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { axeViolations } from './fixtures/axe'
import { newestMailTo } from './fixtures/outbox'
import { searchIndex } from './fixtures/search'
import {
  addToCart,
  buyableWorks,
  markPaidInAdmin,
  placedOrderNumber,
  placeOrder,
  signInAsAdmin,
  type BuyableWork,
} from './fixtures/shop'

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1000)}`

/** The artist's name as the grid's Artist filter knows it: the work's search record says. */
async function vendorOf(request: APIRequestContext, work: BuyableWork) {
  const { hits } = await searchIndex(request, { query: work.title, hitsPerPage: 50 })
  const hit = hits.find((each) => each.handle === work.handle)
  if (!hit) throw new Error(`${work.title} is not in the search index`)
  return hit.vendor
}

/** The work's card in the grid, found on its artist's listing, turns Sold (the index follows within seconds). */
async function expectSoldCard(page: Page, request: APIRequestContext, work: BuyableWork) {
  const vendor = await vendorOf(request, work)
  const card = page.locator(`[data-artwork-grid] a[href="/products/${work.handle}"]`)
  await expect(async () => {
    await page.goto(`/artworks?refinementList[vendor][0]=${encodeURIComponent(vendor)}`)
    const showMore = page.getByRole('button', { name: 'Show More', exact: true })
    while ((await card.count()) === 0 && (await showMore.count()) > 0) await showMore.click()
    await expect(card.locator('[data-price]')).toHaveText('Sold', { timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
}

async function expectSoldPage(page: Page, work: BuyableWork) {
  const availability = page.locator('dt', { hasText: 'Availability' }).locator('xpath=following-sibling::dd[1]')
  await expect(async () => {
    await page.goto(`/products/${work.handle}`)
    await expect(availability).toHaveText(/^Sold\b/, { timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0)
}

test('an empty cart has nothing to check out and points to the works', async ({ page }) => {
  await page.goto('/checkout')
  await expect(page.getByText('Your cart is empty.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Browse artwork' })).toHaveAttribute('href', '/artworks')
})

test('a work bought by request to purchase: requested order, still on sale, mail, paid in the admin, Sold everywhere', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const [work] = await buyableWorks(request, 1)
  const buyer = { email: `buyer-${stamp()}@example.test`, name: 'Ada Buyer' }
  await addToCart(page, work!)
  await page.goto('/checkout')
  await expect(page.getByRole('link', { name: work!.title })).toBeVisible()

  await test.step('a missing field is named and focused, by keyboard only', async () => {
    await page.getByRole('main').getByLabel('Email', { exact: true }).fill(buyer.email)
    await page.getByRole('main').getByLabel('Email', { exact: true }).press('Enter')
    await expect(page.getByRole('main').getByLabel('Full name')).toBeFocused()
    await expect(page.getByText('Name is required')).toBeVisible()
    expect(await axeViolations(page, 'main')).toEqual([])
  })

  const number = await placeOrder(page, buyer)
  await expect(page.getByRole('region', { name: /^Thank you/ }).getByText(/gallery will be in touch/)).toBeVisible()
  await expect(page.getByText(/Until the gallery accepts your request, the works stay on sale/)).toBeVisible()

  await test.step('a request holds nothing until staff accept it: the work is still for sale', async () => {
    await page.goto(`/products/${work!.handle}`)
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible()
  })

  await test.step('the buyer is mailed the order', async () => {
    const mail = await newestMailTo(buyer.email)
    expect(`${mail.subject}\n${mail.text ?? ''}`).toContain(number)
  })

  await test.step('the order is in the admin, pending, and staff mark it paid', async () => {
    const staff = await browser.newPage()
    await signInAsAdmin(staff)
    await markPaidInAdmin(staff, number)
    await staff.close()
  })

  await test.step('the work is Sold on its page and on its card', async () => {
    await expectSoldPage(page, work!)
    await expectSoldCard(page, request, work!)
  })
})

test('a gift card bought, paid in the admin, its code mailed and redeemed at a second checkout', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const [, work] = await buyableWorks(request, 2)
  const recipient = `recipient-${stamp()}@example.test`
  const buyer = { email: `giver-${stamp()}@example.test`, name: 'Grace Giver' }

  await page.goto('/products/gift-card')
  await page.getByRole('button', { name: 'Buy gift card' }).click()
  await expect(page.getByText('Choose an amount')).toBeVisible()
  await expect(page.getByRole('radio', { name: '$100' })).toBeFocused()
  expect(await axeViolations(page, 'main')).toEqual([])
  await page.getByRole('radio', { name: '$250' }).check()
  await page.getByRole('main').getByLabel('Recipient’s name').fill('Rosa Recipient')
  await page.getByRole('main').getByLabel('Recipient’s email').fill(recipient)
  await page
    .getByRole('main')
    .getByLabel(/Message/)
    .fill('For your new wall. <b>Enjoy</b>')
  await page.getByRole('main').getByLabel('Email', { exact: true }).fill(buyer.email)
  await page.getByRole('main').getByLabel('Full name').fill(buyer.name)
  await page.getByRole('button', { name: 'Buy gift card' }).click()
  const number = await placedOrderNumber(page)

  const staff = await browser.newPage()
  await signInAsAdmin(staff)
  await markPaidInAdmin(staff, number)
  await staff.close()

  const mail = await newestMailTo(recipient)
  const code = /[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(mail.text ?? '')?.[0]
  expect(code, 'a gift card code in the mail').toBeTruthy()
  expect(mail.html ?? '').not.toContain('<b>Enjoy</b>')

  await addToCart(page, work!)
  await page.goto('/checkout')
  await placeOrder(page, { email: recipient, name: 'Rosa Recipient' }, code)
  const applied = Math.min(250, work!.price)
  // The confirmation is the order's own address: it names the work, and a reload keeps it.
  await expect(page).toHaveURL(/\/checkout\/confirmation\?order=[^&]+&key=/)
  await page.reload()
  const confirmation = page.getByRole('main')
  await expect(confirmation.getByText(work!.title, { exact: true })).toBeVisible()
  await expect(confirmation.getByText(`−$${applied.toLocaleString('en-US')}`)).toBeVisible()
  if (work!.price <= 250) {
    await expect(confirmation.getByText(/Paid in full by gift card/)).toBeVisible()
    await expect(confirmation.getByText(/to arrange payment/)).toHaveCount(0)
  } else await expect(confirmation.getByText(/to arrange payment/)).toBeVisible()
})
