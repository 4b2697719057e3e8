import { expect, test, type APIRequestContext } from '@playwright/test'
import { adminHeaders, editorHeaders, PREVIEW_SECRET } from './fixtures/editor'
import { addToCart, buyableWork } from './fixtures/cart'
import { newCustomer, saveArtwork, signIn, someArtworks } from './fixtures/customers'

// What the cache promises: an edit, an unpublish or a settings change shows within this on a cached page.
const WITHIN_MS = 2_000
const POLL = { timeout: WITHIN_MS, intervals: [100] }

type Story = { id: number; slug: string; title: string }

async function stories(request: APIRequestContext): Promise<Story[]> {
  const response = await request.get('/api/journal?limit=3&depth=0&sort=id&where[_status][equals]=published', {
    headers: await editorHeaders(request),
  })
  return ((await response.json()) as { docs: Story[] }).docs
}

/** Fetches a page until it comes from the cache (not kept within a second of a change to what it shows). */
async function cached(request: APIRequestContext, path: string): Promise<string> {
  await expect
    .poll(async () => (await request.get(path)).headers()['x-page-cache'], { message: path, timeout: 5_000 })
    .toBe('hit')
  return (await request.get(path)).text()
}

const pageText = async (request: APIRequestContext, path: string) => (await request.get(path)).text()

test('a newsletter link with tracking parameters gets the cached page, and the address keeps them for analytics', async ({
  page,
  request,
}) => {
  const path = '/artworks/medium/painting?sortBy=shopify_production_products_date_desc'
  const linked = (reader: string) => `${path}&utm_source=newsletter&utm_campaign=spring&mc_eid=${reader}`
  await cached(request, path)
  for (const reader of ['reader-1', 'reader-2']) {
    const answer = await request.get(linked(reader))
    expect(answer.headers()['x-page-cache'], reader).toBe('hit')
    expect(await answer.text()).not.toMatch(/utm_|mc_eid|reader-/)
  }
  await page.goto(linked('reader-3'))
  await expect(page).toHaveURL(linked('reader-3'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a published edit shows on the cached page within 2 s', async ({ page, request }) => {
  const [story] = await stories(request)
  if (!story) throw new Error('no published story')
  expect(await cached(request, `/journal/${story.slug}`)).toContain(story.title)
  const newTitle = `${story.title} (cached edit ${Date.now().toString(36)})`
  const headers = await editorHeaders(request)
  try {
    const update = await request.patch(`/api/journal/${story.id}`, {
      headers,
      data: { title: newTitle, _status: 'published' },
    })
    expect(update.ok()).toBe(true)
    await expect.poll(() => pageText(request, `/journal/${story.slug}`), POLL).toContain(newTitle)
    await page.goto(`/journal/${story.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle)
    expect(await cached(request, '/journal')).toContain(newTitle)
  } finally {
    await request.patch(`/api/journal/${story.id}`, { headers, data: { title: story.title, _status: 'published' } })
  }
})

test('an unpublished story leaves its cached page and the cached listing within 2 s', async ({ request }) => {
  const [, story] = await stories(request)
  if (!story) throw new Error('no second published story')
  const path = `/journal/${story.slug}`
  await cached(request, path)
  expect(await cached(request, '/journal')).toContain(`href="${path}"`)
  const headers = await editorHeaders(request)
  try {
    const unpublish = await request.patch(`/api/journal/${story.id}`, { headers, data: { _status: 'draft' } })
    expect(unpublish.ok()).toBe(true)
    await expect.poll(async () => (await request.get(path)).status(), POLL).toBe(404)
    await expect.poll(() => pageText(request, '/journal'), POLL).not.toContain(`href="${path}"`)
  } finally {
    await request.patch(`/api/journal/${story.id}`, { headers, data: { _status: 'published' } })
  }
})

test('switching the promo banner off shows on every cached page within 2 s', async ({ request }) => {
  const headers = await adminHeaders(request)
  const { promoBanner } = (await (await request.get('/api/globals/settings?depth=0', { headers })).json()) as {
    promoBanner: Record<string, unknown>
  }
  const setBanner = (enabled: boolean) =>
    request.post('/api/globals/settings', { headers, data: { promoBanner: { ...promoBanner, enabled } } })
  try {
    expect((await setBanner(true)).ok()).toBe(true)
    for (const path of ['/', '/artists']) expect(await cached(request, path)).toContain('aria-label="Announcement"')
    expect((await setBanner(false)).ok()).toBe(true)
    for (const path of ['/', '/artists'])
      await expect.poll(() => pageText(request, path), POLL).not.toContain('aria-label="Announcement"')
  } finally {
    await setBanner(Boolean(promoBanner.enabled))
  }
})

test('a preview holder sees a draft while visitors on the same address get the published page', async ({
  browser,
  request,
}) => {
  const [, , story] = await stories(request)
  if (!story) throw new Error('no third published story')
  const path = `/journal/${story.slug}`
  const draftTitle = `${story.title} (draft ${Date.now().toString(36)})`
  const headers = await editorHeaders(request)
  await cached(request, path)
  const saved = await request.patch(`/api/journal/${story.id}?draft=true`, {
    headers,
    data: { title: draftTitle, _status: 'draft' },
  })
  expect(saved.ok()).toBe(true)
  const previewer = await browser.newContext()
  try {
    const page = await previewer.newPage()
    await page.goto(`${path}?preview=${PREVIEW_SECRET}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftTitle)
    const visitor = await request.get(path)
    expect(await visitor.text()).not.toContain(draftTitle)
    expect(await visitor.text()).toContain(story.title)
    const previewAnswer = await page.request.get(path)
    expect(previewAnswer.headers()['x-page-cache']).toBeUndefined()
    expect(await previewAnswer.text()).toContain(draftTitle)
  } finally {
    await previewer.close()
    await request.patch(`/api/journal/${story.id}`, { headers, data: { title: story.title, _status: 'published' } })
  }
})

test('two visitors with different carts get the same cached page and their own cart in the header', async ({
  browser,
  request,
}) => {
  const shopper = await browser.newContext()
  const stranger = await browser.newContext()
  // A new customer of its own, so no other test's cart shows in the header.
  await signIn(shopper, await newCustomer(request))
  try {
    await addToCart(shopper, await buyableWork(request))

    await cached(request, '/artists')
    const [shopperHtml, strangerHtml] = await Promise.all(
      [shopper, stranger].map(async (context) => {
        const response = await context.request.get('/artists')
        expect(response.headers()['x-page-cache']).toBe('hit')
        return response.text()
      }),
    )
    expect(shopperHtml).toBe(strangerHtml)

    const shopperPage = await shopper.newPage()
    const strangerPage = await stranger.newPage()
    await Promise.all([shopperPage.goto('/artists'), strangerPage.goto('/artists')])
    await expect(shopperPage.locator('header').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
    await expect(strangerPage.locator('header').getByRole('link', { name: 'Cart', exact: true })).toBeVisible()
    await expect(shopperPage.locator('header').getByRole('link', { name: 'Account' }).first()).toBeAttached()
  } finally {
    await Promise.all([shopper.close(), stranger.close()])
  }
})

test('two customers who saved different works get the same cached page and their own hearts', async ({
  browser,
  request,
}) => {
  const [first, second] = await someArtworks(request, 2)
  if (!first || !second) throw new Error('not enough artworks')
  const contexts = await Promise.all([browser.newContext(), browser.newContext()])
  try {
    const [alice, bob] = contexts
    if (!alice || !bob) throw new Error('no contexts')
    await signIn(alice, await newCustomer(request))
    await signIn(bob, await newCustomer(request))
    await saveArtwork(alice, first.id)
    await saveArtwork(bob, second.id)
    const path = `/products/${first.handle}`

    await cached(request, path)
    const [aliceHtml, bobHtml] = await Promise.all(
      contexts.map(async (context) => {
        const response = await context.request.get(path)
        expect(response.headers()['x-page-cache']).toBe('hit')
        return response.text()
      }),
    )
    expect(aliceHtml).toBe(bobHtml)

    const [alicePage, bobPage] = await Promise.all([alice.newPage(), bob.newPage()])
    await Promise.all([alicePage.goto(path), bobPage.goto(path)])
    await expect(alicePage.getByRole('button', { name: `Saved: ${first.title}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(bobPage.getByRole('button', { name: `Save ${first.title}` })).toHaveAttribute('aria-pressed', 'false')
  } finally {
    await Promise.all(contexts.map((context) => context.close()))
  }
})
