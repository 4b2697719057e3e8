import { expect, test, type Page } from '@playwright/test'
import { addToCart, buyableWork } from './fixtures/cart'
import { newCustomer, signIn } from './fixtures/customers'
import { placeOrder } from './fixtures/shop'

const PHONE = { width: 375, height: 740 }

/** How far the page is wider than the screen, in CSS pixels: 0 when nothing sticks out sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test.use({ viewport: PHONE })

test('every shop page fits a 375 px phone without sideways scrolling', async ({ browser, request }) => {
  test.setTimeout(120_000)
  // The longest option names and titles the catalog has make the widest lines.
  const work = await buyableWork(request, (each) => each.variants.length > 1)
  const customer = await newCustomer(request)
  const context = await browser.newContext({ viewport: PHONE })
  await signIn(context, customer)
  const page = await context.newPage()
  await addToCart(context, work, 1)

  const pages = [`/products/${work.handle}`, '/products/gift-card', '/cart', '/checkout', '/account', '/saved']
  for (const path of pages) {
    await page.goto(path)
    await expect(page.getByRole('main')).toBeVisible()
    // Islands fill in after load: measured once they have (the cart's lines, the account's lists).
    await page.waitForLoadState('networkidle')
    expect(await overflow(page), `${path} at 375 px`).toBe(0)
  }

  await page.goto('/checkout')
  await placeOrder(page, { email: customer.email, name: 'Narrow Screen Buyer' })
  await page.waitForLoadState('networkidle')
  expect(await overflow(page), 'the order confirmation at 375 px').toBe(0)
  await context.close()
})
