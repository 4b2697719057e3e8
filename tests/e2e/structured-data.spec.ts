import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { LISTING_ROUTES } from '../../src/lib/seo/listing-routes'
import { wholeSitemap } from './fixtures/sitemap'

type Node = { [key: string]: unknown }

async function firstDoc(request: APIRequestContext, collection: string, where = ''): Promise<Node> {
  const response = await request.get(`/api/${collection}?limit=1&depth=0${where}`)
  const [doc] = ((await response.json()) as { docs: Node[] }).docs
  if (!doc) throw new Error(`no ${collection} where ${where}`)
  return doc
}

/** Every JSON-LD block of the page, parsed; a block that is not JSON fails the test here. */
async function structuredData(page: Page): Promise<Node[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text) as Node)
}

/** Every string in the data that is an address must be one absolute http(s) address, not two run together. */
function expectWellFormedAddresses(value: unknown, where: string): void {
  if (typeof value === 'string' && /^https?:/.test(value)) {
    expect(value.match(/https?:\/\//g), `${where}: ${value}`).toHaveLength(1)
    expect(() => new URL(value), `${where}: ${value}`).not.toThrow()
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => expectWellFormedAddresses(item, `${where}[${index}]`))
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) expectWellFormedAddresses(item, `${where}.${key}`)
  }
}

async function validatedData(page: Page, path: string): Promise<Node[]> {
  await page.goto(path)
  const data = await structuredData(page)
  for (const block of data) {
    expect(block['@context'], path).toBe('https://schema.org')
    expect(typeof block['@type'], path).toBe('string')
    expectWellFormedAddresses(block, path)
  }
  return data
}

const ofType = (data: Node[], type: string) => data.find((block) => block['@type'] === type)

test('a product page describes the work, its offer and its sharing card', async ({ page, request }) => {
  const artwork = await firstDoc(
    request,
    'artworks',
    '&where[availability][equals]=Available&where[inventory][greater_than]=0',
  )
  const data = await validatedData(page, `/products/${String(artwork.handle)}`)
  const work = ofType(data, 'VisualArtwork')
  expect(work?.name).toBe(artwork.title)
  expect((work?.image as string[]).length).toBeGreaterThan(0)
  const offer = work?.offers as Node
  expect(['Offer', 'AggregateOffer']).toContain(offer['@type'])
  expect(offer.priceCurrency).toBe('USD')
  expect(offer.availability).toBe('https://schema.org/InStock')
  expect(ofType(data, 'BreadcrumbList')).toBeTruthy()
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/[^ ]+\/api\/media\//)
})

test('artist, story and exhibition pages carry valid structured data', async ({ page, request }) => {
  const artist = await firstDoc(request, 'artists')
  expect(ofType(await validatedData(page, `/artists/${String(artist.slug)}`), 'Person')).toBeTruthy()
  const story = await firstDoc(request, 'journal')
  expect(ofType(await validatedData(page, `/journal/${String(story.slug)}`), 'Article')).toBeTruthy()
  const collection = await firstDoc(request, 'collections')
  await validatedData(page, `/collections/${String(collection.slug)}`)
})

test('an online exhibition is an online event; a show at the gallery is at a place', async ({ page, request }) => {
  const online = await firstDoc(request, 'exhibitions', '&where[category][equals]=Digital')
  const onlineEvent = ofType(await validatedData(page, `/exhibitions/${String(online.slug)}`), 'ExhibitionEvent')
  expect(onlineEvent?.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode')
  expect((onlineEvent?.location as Node)['@type']).toBe('VirtualLocation')

  const inPerson = await firstDoc(request, 'exhibitions', '&where[category][equals]=Exhibitions')
  const event = ofType(await validatedData(page, `/exhibitions/${String(inPerson.slug)}`), 'ExhibitionEvent')
  expect(event?.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode')
})

test('the home page names the gallery as an art gallery, at its address, with its profiles', async ({
  page,
  request,
  baseURL,
}) => {
  const settings = (await (await request.get('/api/globals/settings?depth=0')).json()) as {
    contact?: { address?: { street?: string | null; locality?: string | null } }
    social?: Record<string, unknown>
  }
  const gallery = ofType(await validatedData(page, '/'), 'ArtGallery')
  expect(gallery?.name).toBeTruthy()
  expect(gallery?.url).toBe(new URL('/', baseURL).href)
  const address = gallery?.address as Node
  expect(address['@type']).toBe('PostalAddress')
  expect(address.streetAddress).toBe(settings.contact?.address?.street)
  expect(address.addressLocality).toBe(settings.contact?.address?.locality)
  // Every named network the settings fill in, and none left empty.
  const profiles = Object.values(settings.social ?? {}).filter(
    (value): value is string => typeof value === 'string' && value !== '',
  )
  expect(profiles.length).toBeGreaterThan(0)
  expect(gallery?.sameAs).toEqual(expect.arrayContaining(profiles))
  expect((gallery?.sameAs as string[]).every((profile) => profile.startsWith('https://'))).toBe(true)
})

test('a collection page lists its works in order, each with its address and name', async ({ page, request }) => {
  const collection = await firstDoc(request, 'collections')
  const data = await validatedData(page, `/collections/${String(collection.slug)}`)
  const listing = ofType(data, 'CollectionPage')
  expect(listing?.name).toBe(collection.title)
  const list = listing?.mainEntity as Node
  expect(list['@type']).toBe('ItemList')
  const items = list.itemListElement as Node[]
  expect(items.length).toBeGreaterThan(0)
  expect(list.numberOfItems).toBe(items.length)
  for (const [index, item] of items.entries()) {
    expect(item).toMatchObject({ '@type': 'ListItem', position: index + 1 })
    const path = new URL(String(item.url)).pathname
    expect(path).toMatch(/^\/products\/[^/]+$/)
    await expect(page.locator(`a[href$="${path}"]`).first(), path).toBeAttached()
    expect(String(item.name)).not.toBe('')
  }
})

for (const path of ['/', '/artworks', '/about']) {
  test(`${path} has an Open Graph card`, async ({ page }) => {
    await validatedData(page, path)
    for (const property of ['og:title', 'og:type', 'og:url', 'og:site_name']) {
      await expect(page.locator(`meta[property="${property}"]`), property).toHaveAttribute('content', /\S/)
    }
  })
}

test('robots.txt lets image search see media and the sitemap lists the listings, not the search page', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Allow: /api/media/file/')
  expect(robots).toContain('Disallow: /api/')
  const sitemap = await wholeSitemap(request)
  const site = new URL(baseURL ?? '').origin
  for (const route of LISTING_ROUTES) expect(sitemap, route).toContain(`<loc>${site}${route}</loc>`)
  expect(sitemap).not.toContain(`<loc>${site}/search</loc>`)
})
