import { expect, test, type Page } from '@playwright/test'
import { addToCart, buyableWork } from './fixtures/cart'
import { newCustomer, signIn } from './fixtures/customers'

type Calls = { customer: number; cart: number }

/** Loads `path` and counts the page's calls for the customer and for the cart until the network is quiet. */
async function callsOnLoad(page: Page, path: string): Promise<Calls> {
  const calls: Calls = { customer: 0, cart: 0 }
  const count = (url: string) => {
    const { pathname } = new URL(url)
    if (pathname === '/api/customer') calls.customer++
    if (pathname === '/api/shop/cart') calls.cart++
  }
  page.on('request', (request) => count(request.url()))
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  return calls
}

const firstHeart = (page: Page) => page.locator('[data-save-artwork]').first()

test("a visitor's page asks for neither the customer nor the cart, and its hearts are login links", async ({
  page,
}) => {
  expect(await callsOnLoad(page, '/')).toEqual({ customer: 0, cart: 0 })
  await expect(firstHeart(page)).toHaveAttribute('data-save-artwork', 'login')
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toHaveAttribute('data-cart-filled', 'false')
})

test("a visitor's hearts load no code until one is pointed at, and stay login links", async ({ page }) => {
  const heartCode: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('/SaveArtwork.')) heartCode.push(request.url())
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(heartCode).toEqual([])
  const href = await firstHeart(page).getAttribute('href')
  await firstHeart(page).hover()
  await expect.poll(() => heartCode.length).toBe(1)
  await expect(firstHeart(page)).toHaveAttribute('data-save-artwork', 'login')
  await expect(firstHeart(page)).toHaveAttribute('href', href ?? '')
})

test("a signed-in customer's page asks once for the customer and once for the cart, whatever the hearts", async ({
  page,
  request,
}) => {
  await signIn(page.context(), await newCustomer(request))
  const calls = await callsOnLoad(page, '/')
  expect(await page.locator('[data-save-artwork]').count()).toBeGreaterThan(1)
  await expect(firstHeart(page)).toHaveAttribute('data-save-artwork', 'not-saved')
  expect(calls).toEqual({ customer: 1, cart: 1 })
})

test("a visitor with a cart asks for the cart only, and the header's bag shows it", async ({ page, request }) => {
  await addToCart(page.context(), await buyableWork(request))
  expect(await callsOnLoad(page, '/')).toEqual({ customer: 0, cart: 1 })
  await expect(page.locator('[data-cart-filled="true"]').first()).toBeVisible()
})

test('a session marker left without a session shows the visitor, is cleared, and the next page asks nothing', async ({
  page,
  baseURL,
}) => {
  const cookies = await page.context().cookies()
  expect(cookies).toEqual([])
  await page.context().addCookies([{ name: 'gallery-signed-in', value: '1', url: baseURL ?? '' }])
  expect((await callsOnLoad(page, '/')).customer).toBe(1)
  await expect(firstHeart(page)).toHaveAttribute('data-save-artwork', 'login')
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('gallery-signed-in')
  expect(await callsOnLoad(page, '/')).toEqual({ customer: 0, cart: 0 })
})
