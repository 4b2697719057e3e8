import { expect, test, type Page } from '@playwright/test'
import { addToCart, buyableWork } from './fixtures/cart'
import { newCustomer, signIn } from './fixtures/customers'
import { cancelOrder, placeOrder } from './fixtures/shop'

const PHONE = { width: 375, height: 740 }

/**
 * What sticks out past the screen's right edge: the page's own sideways scroll, and any element cut off by the
 * screen (a page whose body clips its overflow scrolls no wider, but the cut-off part is lost all the same).
 * Elements inside their own scrolling or clipping box (a rail) are that box's business.
 */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== 'visible') return true
      return false
    }
    const cutOff = [...document.querySelectorAll('main *')].filter((element) => {
      const box = element.getBoundingClientRect()
      return box.width > 1 && box.height > 1 && box.right > width + 1 && !clipped(element)
    })
    const scroll = document.documentElement.scrollWidth - width
    return scroll > 0 || cutOff.length > 0
      ? `${scroll} px of sideways scroll; cut off: ${cutOff.map((element) => element.outerHTML.slice(0, 120)).join(' | ')}`
      : ''
  })

test.use({ viewport: PHONE })

test('every shop page fits a 375 px phone without sideways scrolling', async ({ browser, request }) => {
  test.setTimeout(120_000)
  // A cart line's option list is as wide as its longest option: a long one ('Edition print, framed') made the
  // cart 434 px wide, its price and Remove off-screen.
  const work = await buyableWork(
    request,
    (each) => each.variants.length > 1 && each.variants.some((variant) => variant.title.length >= 20),
  )
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
    expect(await overflow(page), `${path} at 375 px`).toBe('')
  }

  await page.goto('/checkout')
  const number = await placeOrder(page, { email: customer.email, name: 'Narrow Screen Buyer' })
  await page.waitForLoadState('networkidle')
  expect(await overflow(page), 'the order confirmation at 375 px').toBe('')
  await context.close()
  await cancelOrder(request, number)
})
