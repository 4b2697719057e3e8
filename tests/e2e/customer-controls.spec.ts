import { expect, test, type Page } from '@playwright/test'
import { addToCart, buyableWork } from './fixtures/cart'
import { newCustomer, SAME_ORIGIN, saveArtwork, savedLists, signIn, someArtworks } from './fixtures/customers'
import { adminHeaders } from './fixtures/editor'

async function logInThroughTheForm(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Log In' }).click()
}

test("a visitor's heart is a login link that carries the save, and the save is done after logging in", async ({
  page,
  request,
}) => {
  const [artwork] = await someArtworks(request, 1)
  if (!artwork) throw new Error('no artwork')
  const account = await newCustomer(request)
  await page.goto(`/products/${artwork.handle}`)
  const link = page.getByRole('link', { name: `Log in to save ${artwork.title}` })
  const href = new URL((await link.getAttribute('href')) ?? '', 'http://gallery.test')
  expect(href.pathname).toBe('/account/login')
  expect(Object.fromEntries(href.searchParams)).toEqual({
    return_url: '/account',
    redirect_after_login: `/products/${artwork.handle}`,
    save_artwork: 'true',
    artwork_id: String(artwork.id),
  })

  await link.click()
  await logInThroughTheForm(page, account)
  await expect(page).toHaveURL(new RegExp(`/products/${artwork.handle}$`))
  await expect(page.getByRole('button', { name: `Saved: ${artwork.title}` })).toHaveAttribute('aria-pressed', 'true')
  expect((await savedLists(page.context())).artworks).toEqual([artwork.id])
})

test("a card's heart is a login link back to its page in the server's HTML, before any script", async ({ request }) => {
  const [artwork] = await someArtworks(request, 1)
  if (!artwork) throw new Error('no artwork')
  const html = await (await request.get(`/products/${artwork.handle}`)).text()
  const cardHearts = [...html.matchAll(/<a href="([^"]+)"[^>]*data-save-artwork="login"/g)].map(([, href]) =>
    Object.fromEntries(new URL((href ?? '').replaceAll('&amp;', '&'), 'http://gallery.test').searchParams),
  )
  expect(cardHearts.length).toBeGreaterThan(1)
  for (const params of cardHearts) expect(params.redirect_after_login).toBe(`/products/${artwork.handle}`)
})

test('a signed-in customer who followed a heart before it hydrated is saved for at the login page and sent back', async ({
  page,
  request,
}) => {
  const [artwork] = await someArtworks(request, 1)
  if (!artwork) throw new Error('no artwork')
  await signIn(page.context(), await newCustomer(request))
  const back = `/products/${artwork.handle}`
  const params = new URLSearchParams({
    return_url: '/account',
    redirect_after_login: back,
    save_artwork: 'true',
    artwork_id: String(artwork.id),
  })
  await page.goto(`/account/login?${params.toString()}`)
  await expect(page).toHaveURL(new RegExp(`${back}$`))
  expect((await savedLists(page.context())).artworks).toEqual([artwork.id])
})

test('a customer saves from a grid card with a spinner in flight, finds it in /saved and removes it on its page', async ({
  page,
  request,
}) => {
  await signIn(page.context(), await newCustomer(request))
  await page.goto('/artworks')
  const title = (await page.locator('[data-artwork-grid] [data-card="artwork"] h3').first().innerText()).trim()
  let releaseSave = () => {}
  const held = new Promise<void>((resolve) => (releaseSave = resolve))
  await page.route('**/api/customer/artworks', async (route) => {
    await held
    await route.continue()
  })
  const heart = page.getByRole('button', { name: `Save ${title}` })
  await heart.click()
  await expect(heart).toHaveAttribute('aria-busy', 'true')
  releaseSave()
  const saved = page.getByRole('button', { name: `Saved: ${title}` }).first()
  await expect(saved).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/saved')
  const list = page.getByRole('list', { name: 'Saved artworks' })
  await expect(list.locator('[data-card="artwork"] h3')).toHaveText([title])
  await list.locator('[data-card="artwork"]').click()
  await page.getByRole('button', { name: `Saved: ${title}` }).click()
  await expect(page.getByRole('button', { name: `Save ${title}` })).toHaveAttribute('aria-pressed', 'false')
  await page.goto('/saved')
  await expect(page.getByText("You haven't saved any artworks yet.")).toBeVisible()
})

test("a failed save leaves the heart as it was and logs can't like", async ({ page, request }) => {
  await signIn(page.context(), await newCustomer(request))
  const [artwork] = await someArtworks(request, 1)
  if (!artwork) throw new Error('no artwork')
  const warnings: string[] = []
  page.on('console', (message) => warnings.push(message.text()))
  await page.route('**/api/customer/artworks', (route) => route.fulfill({ status: 500, body: '' }))
  await page.goto(`/products/${artwork.handle}`)
  await page.getByRole('button', { name: `Save ${artwork.title}` }).click()
  await expect.poll(() => warnings.some((text) => text.includes("can't like"))).toBe(true)
  await expect(page.getByRole('button', { name: `Save ${artwork.title}` })).toHaveAttribute('aria-pressed', 'false')
})

test('at the cap the heart says so and saves nothing more', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const setCap = (maxSavedArtworks: number) =>
    request.post('/api/globals/settings', { headers, data: { featureFlags: { maxSavedArtworks } } })
  const account = await newCustomer(request)
  await signIn(page.context(), account)
  const [first, second, third] = await someArtworks(request, 3)
  if (!first || !second || !third) throw new Error('not enough artworks')
  expect((await setCap(2)).ok()).toBe(true)
  try {
    await saveArtwork(page.context(), first.id)
    await saveArtwork(page.context(), second.id)
    await page.goto(`/products/${third.handle}`)
    await page.getByRole('button', { name: `Save ${third.title}` }).click()
    await expect(page.getByRole('main').getByRole('alert')).toContainText('You have saved 2 artworks, the most you can')
    expect((await savedLists(page.context())).artworks).toEqual([first.id, second.id])
  } finally {
    await setCap(150)
  }
})

test('a customer follows and unfollows an artist; Following reads Unfollow on hover', async ({ page, request }) => {
  const artists = (await (await request.get('/api/artists?limit=1&depth=0&sort=slug')).json()) as {
    docs: { slug: string }[]
  }
  const slug = artists.docs[0]?.slug ?? ''
  await page.goto(`/artists/${slug}`)
  const login = page.getByRole('link', { name: /^Follow Artist/ })
  const params = new URL((await login.getAttribute('href')) ?? '', 'http://gallery.test').searchParams
  expect(params.get('save_artist')).toBe('true')
  expect(params.get('artist_slug')).toBe(slug)
  expect(params.get('redirect_after_login')).toBe(`/artists/${slug}`)

  await signIn(page.context(), await newCustomer(request))
  await page.reload()
  const follow = page.locator('main [data-follow-artist]').first()
  await expect(follow).toHaveText(/Follow Artist/)
  // The server draws the login link; the button hydrates when idle for a customer and replaces it.
  await expect(follow).toHaveAttribute('data-follow-artist', 'not-following')
  await follow.click()
  await expect(follow).toHaveAttribute('data-follow-artist', 'following')
  await page.mouse.move(0, 0)
  await follow.blur()
  await expect(follow.getByText('Following')).toBeVisible()
  await follow.hover()
  await expect(follow.getByText('Unfollow')).toBeVisible()
  await expect(follow.getByText('Following')).toBeHidden()
  expect((await savedLists(page.context())).artists.map((artist) => artist.slug)).toEqual([slug])
  await follow.click()
  await expect(follow).toHaveAttribute('data-follow-artist', 'not-following')
  expect((await savedLists(page.context())).artists).toEqual([])
})

test('/saved invites a visitor to log in and come back', async ({ page }) => {
  await page.goto('/saved')
  const link = page.getByRole('main').getByRole('link', { name: 'Log in', exact: true })
  await expect(link).toHaveAttribute('href', /redirect_after_login=\/saved/)
})

test('the header shows the cart count, and on mobile Account for a customer', async ({ page, request }) => {
  const account = await newCustomer(request)
  await signIn(page.context(), account)
  await addToCart(page.context(), await buyableWork(request))
  await page.goto('/')
  const cart = page.locator('header').getByRole('link', { name: 'Cart, 1 item' })
  await expect(cart).toHaveAttribute('data-cart-filled', 'true')
  await expect(cart.locator('[data-cart-count]')).toHaveText('1')

  await page.setViewportSize({ width: 375, height: 800 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Account' })).toBeVisible()
})

test('with the saved-artworks flag off, no heart, follow button or saved link shows', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const setFlag = (savedArtworks: boolean) =>
    request.post('/api/globals/settings', { headers, data: { featureFlags: { savedArtworks } } })
  const [artwork] = await someArtworks(request, 1)
  expect((await setFlag(false)).ok()).toBe(true)
  try {
    await expect
      .poll(async () => (await request.get(`/products/${artwork?.handle}`)).text(), { timeout: 5_000 })
      .not.toContain('href="/saved"')
    await page.goto(`/products/${artwork?.handle}`)
    await expect(page.locator('h1')).toBeVisible()
    await expect(page.locator('[data-save-artwork]')).toHaveCount(0)
    await expect(page.locator('header').getByRole('link', { name: 'Saved artworks' })).toHaveCount(0)
  } finally {
    await setFlag(true)
  }
})

test('the account page lists the saved artworks and followed artists', async ({ page, request }) => {
  await signIn(page.context(), await newCustomer(request))
  const [artwork] = await someArtworks(request, 1)
  if (!artwork) throw new Error('no artwork')
  await saveArtwork(page.context(), artwork.id)
  const followed = await page.context().request.post('/api/customer/artists', {
    headers: SAME_ORIGIN,
    data: { artist: { slug: (await savedArtistSlug(request)) ?? '' } },
  })
  const { artists } = (await followed.json()) as { artists: { label: string }[] }
  await page.goto('/account')
  const saved = page.getByRole('region', { name: 'Saved artworks' })
  await expect(saved.getByRole('link', { name: artwork.title })).toHaveAttribute('href', `/products/${artwork.handle}`)
  await expect(page.getByRole('region', { name: 'Followed artists' })).toContainText(artists[0]?.label ?? '?')
})

async function savedArtistSlug(request: import('@playwright/test').APIRequestContext) {
  const response = await request.get('/api/artists?limit=1&depth=0&sort=-slug')
  return ((await response.json()) as { docs: { slug: string }[] }).docs[0]?.slug
}

test("a customer follows an artist from the search page's artist results, one island for the whole list", async ({
  page,
  request,
}) => {
  await signIn(page.context(), await newCustomer(request))
  await page.goto('/search?query=river&tab=artist')
  const results = page.getByRole('list', { name: 'Artist results' })
  await expect(page.locator('astro-island[component-export="FollowArtist"]')).toHaveCount(0)
  const card = results.getByRole('listitem').first()
  const slug = ((await card.locator('[data-card="artist"]').getAttribute('href')) ?? '').replace('/artists/', '')
  const follow = card.locator('[data-follow-artist]')
  // The server draws the login link; the list, hydrated once in view, replaces it with the customer's button.
  await card.scrollIntoViewIfNeeded()
  await expect(follow).toHaveAttribute('data-follow-artist', 'not-following')
  await follow.click()
  await expect(follow).toHaveAttribute('data-follow-artist', 'following')
  expect((await savedLists(page.context())).artists.map((artist) => artist.slug)).toEqual([slug])
})
