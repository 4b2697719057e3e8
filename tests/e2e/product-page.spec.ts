import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { formatDimensions } from '../../src/lib/catalog/dimensions'
import type { Orientation } from '../../src/lib/catalog/taxonomy'
import { axeViolations } from './fixtures/axe'
import { publicDocs } from './fixtures/public-reads'

async function handleOf(request: APIRequestContext, where: string): Promise<string> {
  const response = await request.get(`/api/artworks?limit=1&depth=0&${where}`)
  const [artwork] = ((await response.json()) as { docs: Array<{ handle: string }> }).docs
  if (!artwork) throw new Error(`no artwork where ${where}`)
  return artwork.handle
}

const handleWithOrientation = (request: APIRequestContext, orientation: Orientation) =>
  handleOf(request, `where[orientation][equals]=${orientation}`)

/** The rendered box of the first image against the picture's own proportions. */
async function firstImageProportions(page: Page) {
  const image = page.locator('[data-artwork-images] img').first()
  await expect(image).toHaveJSProperty('complete', true)
  return image.evaluate((img: HTMLImageElement) => ({
    box: img.clientWidth / img.clientHeight,
    picture: img.naturalWidth / img.naturalHeight,
    fit: getComputedStyle(img).objectFit,
  }))
}

for (const orientation of ['Horizontal', 'Vertical', 'Square'] as const) {
  test(`a ${orientation.toLowerCase()} work is shown whole at 1280 and 375 px`, async ({ page, request }) => {
    const handle = await handleWithOrientation(request, orientation)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/products/${handle}`)
      const { box, picture, fit } = await firstImageProportions(page)
      // Whole: drawn inside its box at its own proportions (`contain`), or in a box of those proportions.
      if (fit !== 'contain') expect(Math.abs(box / picture - 1)).toBeLessThan(0.02)
      expect(fit).not.toBe('cover')
      await page.screenshot({ path: test.info().outputPath(`${orientation}-${width}.png`) })
    }
  })
}

test('on a phone the title, artist and price come before the images', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(`/products/${await handleWithOrientation(request, 'Vertical')}`)
  // The work's own price: the cards of the artist's other works below carry theirs too.
  const priceBottom = await page.locator('article [data-price]').evaluate((el) => el.getBoundingClientRect().bottom)
  const imageTop = await page
    .locator('[data-artwork-images] img')
    .first()
    .evaluate((el) => el.getBoundingClientRect().top)
  expect(priceBottom).toBeLessThan(imageTop)
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
})

test('a sold work says Sold, as its card does', async ({ page, request }) => {
  await page.goto(`/products/${await handleOf(request, 'where[availability][equals]=Sold Out')}`)
  const availability = page.locator('dt', { hasText: 'Availability' }).locator('xpath=following-sibling::dd[1]')
  await expect(availability).toHaveText(/^Sold\b/)
  await expect(availability).not.toContainText('Sold Out')
})

test('nothing on a phone moves when the pictures arrive', async ({ page, request }) => {
  await page.setViewportSize({ width: 412, height: 823 })
  // Pictures held back until the page has laid out, as on a slow connection.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/api\/media\/file\//, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(`/products/${await handleWithOrientation(request, 'Vertical')}`, { waitUntil: 'domcontentloaded' })
  const details = page.locator('dl').first()
  const before = await details.boundingBox()
  release()
  await expect(page.locator('[data-artwork-images] img').first()).toHaveJSProperty('complete', true)
  expect((await details.boundingBox())?.y).toBe(before?.y)
})

type Variant = { id: string; title: string; price: number }
type ArtworkDoc = {
  id: number
  handle: string
  title: string
  availability: string
  priceUponRequest?: boolean | null
  customCommission?: boolean | null
  readyForPickup?: boolean | null
  dimensions?: { width?: number | null; height?: number | null; depth?: number | null }
  variants: Variant[]
  inventory: number
  artist: number | { id: number; slug: string }
}
type Node = { [key: string]: unknown }

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** Published works from the CMS's public API, chosen by what they are, never by a handle the seed might drop. */
async function artworks(request: APIRequestContext, where: string, atMost = 200): Promise<ArtworkDoc[]> {
  // Depth 1 brings the artist's slug; images and other relations are not selected.
  const select =
    'select[handle]=true&select[title]=true&select[availability]=true&select[priceUponRequest]=true&select[customCommission]=true&select[readyForPickup]=true&select[dimensions]=true&select[variants]=true&select[inventory]=true&select[artist]=true'
  return publicDocs<ArtworkDoc>(request, 'artworks', `depth=1&${select}&${where}`, atMost)
}

async function firstWork(request: APIRequestContext, where: string, fits: (work: ArtworkDoc) => boolean) {
  const work = (await artworks(request, where)).find(fits)
  if (!work) throw new Error(`no artwork where ${where} that fits`)
  return work
}

const inStock = (work: ArtworkDoc) => work.inventory > 0
const pricedOnRequest = (work: ArtworkDoc) => Boolean(work.priceUponRequest || work.customCommission)
const prices = (work: ArtworkDoc) => work.variants.map((variant) => variant.price)
const buyableWithOptions = (work: ArtworkDoc) =>
  inStock(work) && !pricedOnRequest(work) && Math.min(...prices(work)) < Math.max(...prices(work))

const price = (page: Page) => page.locator('article [data-price]')

async function visualArtwork(page: Page): Promise<Node> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const work = blocks.map((text) => JSON.parse(text) as Node).find((block) => block['@type'] === 'VisualArtwork')
  if (!work) throw new Error('no VisualArtwork on the page')
  return work
}

test('dimensions are given in inches and centimetres', async ({ page, request }) => {
  const work = await firstWork(request, 'where[availability][equals]=Available', (w) => Boolean(w.dimensions?.width))
  await page.goto(`/products/${work.handle}`)
  const dimensions = page.locator('[data-dimensions]')
  await expect(dimensions).toHaveText(formatDimensions(work.dimensions ?? {}))
  await expect(dimensions).toHaveText(/^[\d.]+ × [\d.]+( × [\d.]+)? in \([\d.]+ × [\d.]+( × [\d.]+)? cm\)$/)
})

test('a sold, an on-hold and a price-on-request work show the card rules and no add to cart', async ({
  page,
  request,
}) => {
  const sold = await firstWork(request, 'where[availability][equals]=Sold Out', () => true)
  const onHold = await firstWork(request, 'where[availability][equals]=On Hold', () => true)
  const onRequest = await firstWork(
    request,
    'where[availability][equals]=Available',
    (w) => inStock(w) && pricedOnRequest(w),
  )
  for (const [work, label] of [
    [sold, 'Sold'],
    [onHold, 'On Hold'],
    [onRequest, 'Price on Request'],
  ] as const) {
    await page.goto(`/products/${work.handle}`)
    await expect(price(page), work.handle).toHaveText(label)
    await expect(page.locator('[data-variant-chooser]')).toHaveCount(0)
    await expect(page.locator('[data-add-to-cart]')).toHaveCount(0)
  }

  await page.goto(`/products/${onRequest.handle}`)
  expect((await visualArtwork(page)).offers, 'no made-up price for a work priced on request').toBeUndefined()
  await page.goto(`/products/${sold.handle}`)
  expect(((await visualArtwork(page)).offers as Node).availability).toBe('https://schema.org/SoldOut')
})

test('a work in several options reads From $ until one is chosen with the keyboard, then its price', async ({
  page,
  request,
}) => {
  const work = await firstWork(request, 'where[availability][equals]=Available', buyableWithOptions)
  await page.goto(`/products/${work.handle}`)
  await expect(price(page)).toHaveText(`From ${usd.format(Math.min(...prices(work)))}`)

  const options = page.getByRole('group', { name: 'Options' })
  const [first, second] = work.variants
  if (!first) throw new Error('no option')
  const firstRadio = options.getByRole('radio', { name: `${first.title} ${usd.format(first.price)}`, exact: true })
  await firstRadio.focus()
  await page.keyboard.press('Space')
  await expect(firstRadio).toBeChecked()
  await expect(price(page)).toHaveText(usd.format(first.price))
  if (second) {
    await options.getByRole('radio', { name: `${second.title} ${usd.format(second.price)}`, exact: true }).check()
    await expect(price(page)).toHaveText(usd.format(second.price))
  }
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled()

  const offers = (await visualArtwork(page)).offers as Node
  expect(offers['@type']).toBe('AggregateOffer')
  expect(offers.priceCurrency).toBe('USD')
  const each = offers.offers as Node[]
  expect(each).toHaveLength(work.variants.length)
  for (const offer of each) expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD' })
  expect(each.map((offer) => offer.price)).toEqual(prices(work))
  expect(await axeViolations(page)).toEqual([])
})

test('the artist is linked, with up to six more of their works and the structured data of the work', async ({
  page,
  request,
}) => {
  const [work] = await artworks(request, 'where[availability][equals]=Available', 1)
  if (!work || typeof work.artist !== 'object') throw new Error('no artwork with its artist')
  const others = await artworks(request, `where[artist][equals]=${work.artist.id}&where[id][not_equals]=${work.id}`)
  await page.goto(`/products/${work.handle}`)

  const artistLink = page.locator('[data-artist-link]')
  await expect(artistLink).toHaveAttribute('href', `/artists/${work.artist.slug}`)
  const artistName = (await artistLink.textContent()) ?? ''

  const more = page.locator('[data-more-works]')
  if (others.length === 0) {
    await expect(more).toHaveCount(0)
  } else {
    await expect(more.getByRole('heading', { level: 2 })).toHaveText(`More works by ${artistName}`)
    const cards = more.locator('[data-card="artwork"]')
    await expect(cards).toHaveCount(Math.min(6, others.length))
    const handles = new Set(others.map((other) => `/products/${other.handle}`))
    for (const href of await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(handles.has(href ?? '')).toBe(true)
    }
  }

  const data = await visualArtwork(page)
  expect(data.name).toBe(work.title)
  expect(data.creator).toMatchObject({ name: artistName, url: expect.stringMatching(`/artists/${work.artist.slug}$`) })
  expect(['Person', 'Organization']).toContain((data.creator as Node)['@type'])
  const [inches, cm] = data.width as Node[]
  expect(inches).toMatchObject({ '@type': 'QuantitativeValue', unitCode: 'INH', value: work.dimensions?.width })
  expect(cm).toMatchObject({ '@type': 'QuantitativeValue', unitCode: 'CMT' })
  expect(['Offer', 'AggregateOffer']).toContain((data.offers as Node)['@type'])

  await expect(page.locator('[data-shipping-and-returns]')).toContainText('Shipping')
  await artistLink.click()
  await expect(page).toHaveURL(new RegExp(`/artists/${work.artist.slug}$`))
})

test('a work ready for pick-up carries the ready-to-hang notice, and the page is axe-clean', async ({
  page,
  request,
}) => {
  const work = await firstWork(request, 'where[readyForPickup][equals]=true', () => true)
  await page.goto(`/products/${work.handle}`)
  await expect(page.locator('[data-notice="ready-to-hang"]')).toContainText('ready-to-hang')
  expect(await axeViolations(page)).toEqual([])
})
