import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

const INDEX = 'shopify_production_products'
type Hit = {
  title: string
  vendor: string
  variants_min_price: number
  variants_max_price: number
  published_at: number
}
type Result = { nbHits: number; hits: Hit[]; facets?: Record<string, Record<string, number>> }

/** Asks the same search API the grid uses, to know what the seeded gallery should show. */
async function search(
  request: APIRequestContext,
  params: Record<string, string | number>,
  indexName = INDEX,
): Promise<Result> {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString()
  const response = await request.post('/api/search/1/indexes/*/queries', {
    data: { requests: [{ indexName, params: query }] },
  })
  expect(response.ok()).toBe(true)
  return (await response.json()).results[0]
}

/** Navigates and waits for hydration: the filter toggle only knows whether it is expanded in the browser. */
async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('[data-artwork-grid] button[aria-controls]')).toHaveAttribute(
    'aria-expanded',
    /^(true|false)$/,
  )
}

const count = (page: Page) => page.locator('[data-result-count]')
const cards = (page: Page) => page.locator('[data-artwork-grid] [data-card="artwork"]')
const facet = (page: Page, name: string) => page.getByRole('group', { name, exact: true })
const cardTitles = (page: Page) => cards(page).locator('h3').allInnerTexts()

async function expectCount(page: Page, expected: number) {
  await expect(count(page)).toHaveAttribute('data-result-count', String(expected))
}

test.describe('server rendering', () => {
  test('the first 12 cards and the count are in the server HTML', async ({ request }) => {
    const html = await (await request.get('/artworks')).text()
    expect(html.match(/data-card="artwork"/g)).toHaveLength(12)
    expect(html).toContain('data-result-count="420"')
    expect(html).toContain('href="/products/')
    expect(html).toContain('Show More')
  })

  test('route presets filter on the server: featured, mediums, under $350 and $800, ready for pick-up, artist and collection', async ({
    request,
  }) => {
    const expectations: Array<[string, Record<string, string | number>]> = [
      ['/artworks/featured', { filters: 'featured:true' }],
      ['/artworks/medium/painting', { filters: 'product_type:"Painting"' }],
      ['/artworks/medium/sculpture-objects', { filters: 'product_type:"Sculpture & Objects"' }],
      ['/artworks/art-under-350', { filters: 'variants_min_price<=350' }],
      ['/artworks/art-under-800', { filters: 'variants_min_price<=800' }],
      [
        '/artworks?refinementList%5Bnamed_tags.algolia_at_the_loft%5D%5B0%5D=Ready%20for%20Pick-up',
        { filters: 'named_tags.algolia_at_the_loft:"Ready for Pick-up"' },
      ],
    ]
    for (const [path, params] of expectations) {
      const { nbHits } = await search(request, { ...params, hitsPerPage: 0 })
      const html = await (await request.get(path)).text()
      expect(nbHits, path).toBeGreaterThan(0)
      expect(html, path).toContain(`data-result-count="${nbHits}"`)
    }
  })

  test('an artist page lists only that artist and a collection page only its works', async ({ page, request }) => {
    const artistsHtml = await (await request.get('/artists')).text()
    const artistPath = artistsHtml.match(/href="(\/artists\/(?!inside-the-studio|recently-joined)[a-z0-9-]+)"/)?.[1]
    expect(artistPath).toBeTruthy()
    await open(page, artistPath ?? '/')
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
    const { nbHits } = await search(request, { filters: `vendor:${JSON.stringify(name)}`, hitsPerPage: 0 })
    await expectCount(page, nbHits)
    for (const artist of await cards(page).locator('p:first-of-type').allInnerTexts()) expect(artist).toBe(name)
    await expect(facet(page, 'Artist')).toHaveCount(0)

    await open(page, '/collections/focus')
    const shown = Number(await count(page).getAttribute('data-result-count'))
    expect(shown).toBeGreaterThan(0)
    expect(shown).toBeLessThan(420)
    await expect(cards(page)).toHaveCount(Math.min(shown, 12))
  })
})

test.describe('facets', () => {
  test('medium: checking a value filters, shows a chip and writes the URL', async ({ page, request }) => {
    const { nbHits } = await search(request, { filters: 'product_type:"Print"', hitsPerPage: 0 })
    await open(page, '/artworks')
    await facet(page, 'Medium')
      .getByRole('checkbox', { name: /^Print/ })
      .check()
    await expectCount(page, nbHits)
    await expect(page.getByRole('button', { name: 'Remove filter: Print' })).toBeVisible()
    await expect(page).toHaveURL(/refinementList%5Bproduct_type%5D%5B0%5D=Print/)
  })

  test('artist: 10 names, Show more lists the rest, and facet search finds any artist', async ({ page, request }) => {
    const { facets } = await search(request, { facets: 'vendor', maxValuesPerFacet: 200, hitsPerPage: 0 })
    const artists = Object.entries(facets?.vendor ?? {}).sort(([, a], [, b]) => a - b)
    expect(artists.length).toBeGreaterThan(10)
    const [rareArtist, rareCount] = artists[0] ?? ['', 0]
    await open(page, '/artworks')
    const group = facet(page, 'Artist')
    await expect(group.getByRole('checkbox')).toHaveCount(10)
    await group.getByRole('button', { name: 'Show more' }).click()
    await expect(group.getByRole('checkbox')).toHaveCount(Math.min(artists.length, 200))
    await group.getByRole('button', { name: 'Show less' }).click()
    await group.getByRole('searchbox', { name: 'Search artists' }).fill(rareArtist.split(' ').pop() ?? '')
    await group.getByRole('checkbox', { name: new RegExp(`^${rareArtist}`) }).check()
    await expectCount(page, rareCount)
    for (const artist of await cards(page).locator('p:first-of-type').allInnerTexts()) expect(artist).toBe(rareArtist)
  })

  test('availability reads Available, On Hold and Sold; Sold shows only sold cards', async ({ page, request }) => {
    const { nbHits } = await search(request, { filters: 'named_tags.algolia_availability:"Sold Out"', hitsPerPage: 0 })
    await open(page, '/artworks')
    const group = facet(page, 'Availability')
    await expect(group.locator('label > span:first-of-type')).toHaveText(['Available', 'On Hold', 'Sold'])
    await group.getByRole('checkbox', { name: /^Sold/ }).check()
    await expectCount(page, nbHits)
    await expect(page.getByRole('button', { name: 'Remove filter: Sold' })).toBeVisible()
    for (const state of await cards(page).evaluateAll((links) => links.map((link) => link.getAttribute('data-state'))))
      expect(state).toBe('sold')
  })

  test('orientation, size (with bucket labels and note) and ready for pick-up filter like the index', async ({
    page,
    request,
  }) => {
    await open(page, '/artworks')
    const size = facet(page, 'Size')
    await expect(size.locator('label > span:first-of-type')).toHaveText([
      'Small (11x14 in and under)',
      'Medium (12x15 - 24x30 in)',
      'Large (25x31 - 40x60 in)',
      'Extra-Large (over 40x60 in)',
    ])
    await expect(size).toContainText('Sizes reflect display dimensions & are not orientation-specific.')
    const checks: Array<[string, RegExp, string]> = [
      ['Orientation', /^Square/, 'named_tags.algolia_orientation:"Square"'],
      ['Size', /^Small/, 'named_tags.algolia_size:"Small"'],
      ['Pick-up', /^Ready for Pick-up/, 'named_tags.algolia_at_the_loft:"Ready for Pick-up"'],
    ]
    let filters: string[] = []
    for (const [group, label, filter] of checks) {
      filters = [...filters, filter]
      const { nbHits } = await search(request, { filters: filters.join(' AND '), hitsPerPage: 0 })
      await facet(page, group).getByRole('checkbox', { name: label }).check()
      await expectCount(page, nbHits)
    }
  })

  test('chips remove one filter each and Clear all removes every filter', async ({ page, request }) => {
    const { nbHits: drawings } = await search(request, { filters: 'product_type:"Drawing"', hitsPerPage: 0 })
    await open(
      page,
      '/artworks?refinementList[product_type][0]=Drawing&refinementList[named_tags.algolia_orientation][0]=Vertical',
    )
    await page.getByRole('button', { name: 'Remove filter: Vertical' }).click()
    await expectCount(page, drawings)
    await expect(page.getByRole('button', { name: /^Remove filter/ })).toHaveCount(1)
    await facet(page, 'Orientation')
      .getByRole('checkbox', { name: /^Horizontal/ })
      .check()
    await page.getByRole('button', { name: 'Clear all' }).click()
    await expectCount(page, 420)
    await expect(page.getByRole('button', { name: /^Remove filter/ })).toHaveCount(0)
    await expect(page).toHaveURL(/\/artworks$/)
  })
})

test.describe('sort and Show More', () => {
  const SORTS: Array<[string, string]> = [
    ['Newest', `${INDEX}_date_desc`],
    ['Price ascending', `${INDEX}_min_price_asc`],
    ['Price descending', `${INDEX}_max_price_desc`],
    ['Featured', INDEX],
  ]

  test('each sort order shows the replica index order', async ({ page, request }) => {
    await open(page, '/artworks')
    for (const [label, indexName] of SORTS) {
      const { hits } = await search(request, { hitsPerPage: 12 }, indexName)
      await page.getByLabel('Sort by').selectOption({ label })
      await expect.poll(() => cardTitles(page), label).toEqual(hits.map((hit) => hit.title))
      if (label === 'Newest')
        expect(hits.map((hit) => hit.published_at)).toEqual(
          [...hits.map((hit) => hit.published_at)].sort((a, b) => b - a),
        )
      if (label === 'Price ascending') {
        const prices = hits.map((hit) => hit.variants_min_price)
        expect(prices).toEqual([...prices].sort((a, b) => a - b))
      }
      if (label === 'Price descending') {
        const prices = hits.map((hit) => hit.variants_max_price)
        expect(prices).toEqual([...prices].sort((a, b) => b - a))
      }
    }
    await page.getByLabel('Sort by').selectOption({ label: 'Price ascending' })
    await expect(page).toHaveURL(/sortBy=shopify_production_products_min_price_asc/)
  })

  test('the prices shown under Price ascending never go down', async ({ page }) => {
    await open(
      page,
      `/artworks?sortBy=${INDEX}_min_price_asc&refinementList[named_tags.algolia_availability][0]=Available`,
    )
    const labels = await cards(page).locator('[data-price]').allInnerTexts()
    const prices = labels.map((label) => Number(label.replace(/[^0-9]/g, ''))).filter((price) => price > 0)
    expect(prices.length).toBeGreaterThan(5)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  test('New Arrivals opens newest first', async ({ page }) => {
    await open(page, '/artworks/new-arrivals')
    await expect(page.getByLabel('Sort by')).toHaveValue(`${INDEX}_date_desc`)
  })

  test('Show More appends the next 12', async ({ page }) => {
    await open(page, '/artworks')
    await expect(cards(page)).toHaveCount(12)
    const first = await cardTitles(page)
    await page.getByRole('button', { name: 'Show More', exact: true }).click()
    await expect(cards(page)).toHaveCount(24)
    const all = await cardTitles(page)
    expect(all.slice(0, 12)).toEqual(first)
    expect(new Set(all).size).toBe(24)
  })
})

test.describe('URL state', () => {
  test('the spec link parameters filter the grid', async ({ page, request }) => {
    const { nbHits } = await search(request, {
      filters: 'product_type:"Print" AND variants_min_price<=800',
      hitsPerPage: 0,
    })
    await open(page, '/artworks?refinementList[product_type][0]=Print&range[variants_min_price][max]=800')
    await expectCount(page, nbHits)
    await expect(facet(page, 'Medium').getByRole('checkbox', { name: /^Print/ })).toBeChecked()
    await expect(page.getByRole('button', { name: 'Remove filter: Under $800' })).toBeVisible()
  })

  test('the header Ready for Pick-up link opens the grid with that refinement', async ({ page, request }) => {
    const { nbHits } = await search(request, {
      filters: 'named_tags.algolia_at_the_loft:"Ready for Pick-up"',
      hitsPerPage: 0,
    })
    await page.goto('/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Artwork' }).hover()
    await page.locator('#menu-artwork').getByRole('link', { name: 'Ready for Pick-up' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ready for Pick-up')
    await expectCount(page, nbHits)
    await expect(facet(page, 'Pick-up').getByRole('checkbox', { name: /^Ready for Pick-up/ })).toBeChecked()
  })

  test('unknown facets, sort indexes and non-numeric ranges are ignored', async ({ page }) => {
    await open(
      page,
      '/artworks?refinementList[secret][0]=x&sortBy=users&range[variants_min_price][max]=abc&range[price][max]=5',
    )
    await expectCount(page, 420)
    await expect(page.getByRole('button', { name: /^Remove filter/ })).toHaveCount(0)
  })

  test('back and forward restore the results that were shown, also after visiting a product', async ({ page }) => {
    await open(page, '/artworks')
    const all = await cardTitles(page)
    const medium = facet(page, 'Medium')
    await medium.getByRole('checkbox', { name: /^Painting/ }).check()
    await expect(page).toHaveURL(/product_type%5D%5B0%5D=Painting/)
    const paintings = await cardTitles(page)
    await medium.getByRole('checkbox', { name: /^Drawing/ }).check()
    await expect(page).toHaveURL(/product_type%5D%5B1%5D=Drawing/)
    const both = await cardTitles(page)

    await page.goBack()
    await expect.poll(() => cardTitles(page)).toEqual(paintings)
    await expect(medium.getByRole('checkbox', { name: /^Drawing/ })).not.toBeChecked()
    await page.goBack()
    await expect.poll(() => cardTitles(page)).toEqual(all)
    await page.goForward()
    await page.goForward()
    await expect.poll(() => cardTitles(page)).toEqual(both)

    await cards(page).first().click()
    await expect(page).toHaveURL(/\/products\//)
    await page.goBack()
    await expect(page).toHaveURL(/Drawing/)
    await expect.poll(() => cardTitles(page)).toEqual(both)
    await expect(medium.getByRole('checkbox', { name: /^Painting/ })).toBeChecked()
  })

  test('no match shows the empty message word for word', async ({ page }) => {
    await open(
      page,
      '/artworks?refinementList[named_tags.algolia_availability][0]=Sold%20Out&refinementList[named_tags.algolia_at_the_loft][0]=Ready%20for%20Pick-up',
    )
    await expect(
      page.getByText('There are no results for your selected filters. Try removing filters to expand your search.', {
        exact: true,
      }),
    ).toBeVisible()
    await expect(cards(page)).toHaveCount(0)
  })
})
