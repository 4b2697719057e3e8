import { expect, test, type Page } from '@playwright/test'
import { axeViolations } from './fixtures/axe'
import { buyableWork, type BuyableWork } from './fixtures/cart'
import { newCustomer } from './fixtures/customers'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

const cartLink = (page: Page, name: string) => page.locator('header').getByRole('link', { name, exact: true })

/** Chooses the first option on the product page (when there is a choice) and adds it. */
async function addFromProductPage(page: Page, work: BuyableWork) {
  await page.goto(`/products/${work.handle}`)
  const first = work.variants[0]
  if (!first) throw new Error('no option')
  await page
    .getByRole('group', { name: 'Options' })
    .getByRole('radio', { name: `${first.title} ${usd.format(first.price)}`, exact: true })
    .check()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart.' })).toBeVisible()
}

test('a visitor fills a cart, changes and removes a line, logs in, and the cart is merged', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  // Two options at different prices, so a change of option shows in the line's price.
  const work = await buyableWork(request, (each) => new Set(each.variants.map((v) => v.price)).size > 1)
  const [first, second] = work.variants
  if (!first || !second) throw new Error('no second option')

  await test.step('add a work as a visitor: the header counts it', async () => {
    await addFromProductPage(page, work)
    const cart = cartLink(page, 'Cart, 1 item')
    await expect(cart).toHaveAttribute('data-cart-filled', 'true')
    await expect(cart.locator('[data-cart-count]')).toHaveText('1')
    const cookie = (await page.context().cookies()).find((each) => each.name === 'gallery-cart')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
  })

  await test.step('on the cart page, choose the other option, then remove the line', async () => {
    await page.getByRole('link', { name: 'View cart' }).click()
    await expect(page).toHaveURL(/\/cart$/)
    const line = page.locator(`[data-cart-line="${work.id}"]`)
    await expect(line.getByRole('link', { name: work.title })).toHaveAttribute('href', `/products/${work.handle}`)
    await expect(line.locator('[data-line-price]')).toHaveText(usd.format(first.price))
    await expect(page.locator('[data-cart-subtotal]')).toHaveText(usd.format(first.price))
    await expect(page.getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/checkout')
    expect(await axeViolations(page)).toEqual([])
    await line.getByLabel('Option').selectOption(second.id)
    await expect(line.locator('[data-line-price]')).toHaveText(usd.format(second.price))
    await expect(page.locator('[data-cart-subtotal]')).toHaveText(usd.format(second.price))
    await line.getByRole('button', { name: `Remove ${work.title}` }).click()
    await expect(page.getByText('Your cart is empty.')).toBeVisible()
    await expect(cartLink(page, 'Cart')).toHaveAttribute('data-cart-filled', 'false')
  })

  await test.step('add it again, then log in: the visitor line is in the customer cart', async () => {
    await addFromProductPage(page, work)
    await expect(cartLink(page, 'Cart, 1 item')).toBeVisible()
    const account = await newCustomer(request)
    await page.goto('/account/login')
    await page.getByLabel('Email', { exact: true }).fill(account.email)
    await page.getByLabel('Password').fill(account.password)
    await page.getByRole('button', { name: 'Log In' }).click()
    await expect(page).toHaveURL(/\/account$/)
    await expect(cartLink(page, 'Cart, 1 item').locator('[data-cart-count]')).toHaveText('1')
    expect((await page.context().cookies()).some((each) => each.name === 'gallery-cart')).toBe(false)
    await page.goto('/cart')
    await expect(page.locator(`[data-cart-line="${work.id}"]`).getByRole('link', { name: work.title })).toBeVisible()
  })
})
