import { expect, test } from '@playwright/test'

const HOME_RAILS = [
  { title: 'New arrivals', viewAll: '/artworks/new-arrivals', card: 'artwork', href: /^\/products\/[a-z0-9-]+$/ },
  { title: 'Featured works', viewAll: '/artworks/featured', card: 'artwork', href: /^\/products\/[a-z0-9-]+$/ },
  { title: 'Collections', viewAll: '/collections', card: 'collection', href: /^\/collections\/[a-z0-9-]+$/ },
  { title: 'On view now', viewAll: '/exhibitions#onview', card: 'exhibition', href: /^\/exhibitions\/[a-z0-9-]+$/ },
  { title: 'From the journal', viewAll: '/journal', card: 'journal', href: /^\/journal\/[a-z0-9-]+$/ },
] as const

const READY_TO_HANG = 'These works are ready-to-hang (framed if applicable) and can be picked up in 1-2 business days.'

test('the home page shows its section header, then the five rails with cards linking to their pages', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('section#welcome').getByRole('heading', { level: 1 })).toBeVisible()
  const rails = page.locator('[data-block="rail"]')
  await expect(rails).toHaveCount(HOME_RAILS.length)
  for (const [index, rail] of HOME_RAILS.entries()) {
    const section = rails.nth(index)
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(rail.title)
    await expect(section.getByRole('link', { name: `View all: ${rail.title}` })).toHaveAttribute('href', rail.viewAll)
    const cards = section.locator(`[data-card="${rail.card}"]`)
    expect(await cards.count(), rail.title).toBeGreaterThan(0)
    for (const href of await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href, rail.title).toMatch(rail.href)
    }
  }
  await expect(rails.nth(0)).toHaveAttribute('data-layout', 'scroll')
  await expect(rails.nth(3)).toHaveAttribute('data-layout', 'grid')
})

test('every card of a scrolling artwork rail is as tall as the first, before and after the row is scrolled', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 })
  await page.goto('/')
  const row = page.locator('[data-rail="artwork"][data-layout="scroll"] > ul').first()
  const heights = () =>
    row.evaluate((list) => ({
      row: list.getBoundingClientRect().height,
      cards: [...list.children].map((card) => card.getBoundingClientRect().height),
    }))
  const before = await heights()
  expect(before.cards.length).toBeGreaterThan(2)
  expect(new Set(before.cards)).toEqual(new Set([before.cards[0]]))
  await row.evaluate((list) => list.scrollBy({ left: list.scrollWidth }))
  await expect.poll(() => row.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0)
  await page.waitForTimeout(300)
  expect(await heights()).toEqual(before)
})

test("the first card of the first rail is the home page's one priority image; every other image loads lazily", async ({
  page,
}) => {
  await page.goto('/')
  const firstCard = page.locator('[data-block="rail"]').first().getByRole('listitem').first()
  await expect(firstCard.locator('img').first()).toHaveAttribute('fetchpriority', 'high')
  await expect(firstCard.locator('img').first()).toHaveAttribute('loading', 'eager')
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1)
  const others = page.locator('img:not([fetchpriority="high"])')
  expect(await others.count()).toBeGreaterThan(0)
  expect(new Set(await others.evaluateAll((images) => images.map((image) => image.getAttribute('loading'))))).toEqual(
    new Set(['lazy']),
  )
})

test('a card in a rail leads to the page it names', async ({ page }) => {
  await page.goto('/')
  const card = page.locator('[data-rail="journal"] [data-card="journal"]').first()
  const title = (await card.getByRole('heading').textContent()) ?? ''
  await card.click()
  await expect(page).toHaveURL(/\/journal\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
})

test('section header display options render: background, border, padding, scroll id, icon and CTAs', async ({
  page,
}) => {
  await page.goto('/advisory')
  const header = page.locator('section#services')
  await expect(header).toHaveAttribute('data-block', 'section-header')
  await expect(header).toHaveCSS('background-color', 'rgb(255, 245, 238)')
  await expect(header).toHaveCSS('border-bottom-width', '1px')
  await expect(header.locator('svg[data-icon="handshake"]')).toBeVisible()
  await expect(header.getByText('Art advisory', { exact: true })).toBeVisible()
  await expect(header.getByText('Advisory is free, with no obligation to buy.')).toBeVisible()
  for (const type of ['fill', 'outline', 'underline']) {
    await expect(header.locator(`a[data-cta="${type}"]`)).toHaveCount(1)
  }
  await expect(header.locator('a[data-cta="fill"]')).toHaveCSS('background-color', 'rgb(28, 25, 23)')

  await page.goto('/terms-of-use')
  const white = page.locator('[data-block="section-header"]').first()
  await expect(white).toHaveAttribute('data-background', 'white')
  await expect(white).toHaveCSS('padding-top', '0px')
  await expect(white).toHaveCSS('padding-bottom', '48px')
})

test('the FAQ accordion opens and closes with the mouse and the keyboard', async ({ page }) => {
  await page.goto('/faqs')
  const faq = page.locator('[data-block="faq"]')
  await expect(faq.getByRole('heading', { name: 'Buying from the gallery' })).toBeVisible()
  const first = faq.locator('details').first()
  const answer = first.getByText('certificate of authenticity', { exact: false })
  await expect(answer).toBeHidden()
  await first.locator('summary').click()
  await expect(answer).toBeVisible()
  await first.locator('summary').click()
  await expect(answer).toBeHidden()

  const second = faq.locator('details').nth(1)
  await second.locator('summary').focus()
  await page.keyboard.press('Enter')
  await expect(second).toHaveJSProperty('open', true)
  await expect(second.getByText('Shipping is free on most works', { exact: false })).toBeVisible()
  await page.keyboard.press('Space')
  await expect(second).toHaveJSProperty('open', false)
})

test('the ready-to-hang notice says the spec text word for word', async ({ page }) => {
  await page.goto('/the-gallery')
  await expect(page.locator('[data-notice="ready-to-hang"]')).toHaveText(READY_TO_HANG)
})

test('rich text in a story shows an embedded image with its caption and opens external links in a new tab', async ({
  page,
}) => {
  await page.goto('/journal')
  await page.locator('[data-card="journal"]').first().click()
  await expect(page).toHaveURL(/\/journal\/[a-z0-9-]+$/)
  const figure = page.locator('article figure[data-rich-text="figure"]')
  await expect(figure.locator('img')).toBeVisible()
  await expect(figure.locator('img')).toHaveAttribute('alt', /\S/)
  await expect(figure.locator('figcaption')).toHaveText(/\S+, \S+/)
  const external = page.locator('article a[href^="https://"]').first()
  await expect(external).toHaveAttribute('target', '_blank')
  await expect(external).toHaveAttribute('rel', /noopener/)
  const internal = page.locator('article a[href^="/artists/"]').first()
  await expect(internal).not.toHaveAttribute('target', '_blank')
  await expect(page.locator('article blockquote')).toBeVisible()
  await expect(page.locator('article h2')).toBeVisible()
})

test("a rail card's second picture is neither in the page nor fetched until the card is first hovered or focused", async ({
  page,
}) => {
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(request.url()))
  await page.goto('/')
  // The one island that draws the pictures of every server-rendered card has hydrated.
  await expect(page.locator('astro-island[component-export="HoverImages"]')).toHaveCount(1)
  await expect(page.locator('astro-island[component-export="HoverImages"]:not([ssr])')).toHaveCount(1)
  const cards = page.locator('[data-rail="artwork"] [data-has-hover-image]')
  const [first, second] = [cards.nth(0), cards.nth(1)]
  const pictureOf = async (card: typeof first) =>
    ((await card.locator('[data-hover-src]').getAttribute('data-hover-src')) ?? '').replace(/-\d+x\d+\.webp$/, '')
  const [firstPicture, secondPicture] = [await pictureOf(first), await pictureOf(second)]
  expect(firstPicture).not.toBe('')
  await expect(page.locator('[data-hover-image]')).toHaveCount(0)
  expect(fetched.filter((url) => url.includes(firstPicture) || url.includes(secondPicture))).toEqual([])

  await first.hover()
  await expect(first.locator('[data-hover-image]')).toHaveCSS('opacity', '1')
  expect(fetched.some((url) => url.includes(firstPicture))).toBe(true)
  await expect(page.locator('[data-hover-image]')).toHaveCount(1)

  await second.focus()
  await expect(second.locator('[data-hover-image]')).toHaveCount(1)
  await expect(second.locator('[data-hover-image]')).toHaveAttribute('alt', '')
})
