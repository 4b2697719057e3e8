import { ALL_ARTWORKS, GRID_PAGE_SIZE, expect, test } from './fixtures/artwork-grid'
import { PRODUCTS_INDEX } from './fixtures/search'

test.describe('server rendering', () => {
  test('the first 12 cards and the count are in the server HTML', async ({ request }) => {
    const html = await (await request.get('/artworks')).text()
    expect(html.match(/data-card="artwork"/g)).toHaveLength(GRID_PAGE_SIZE)
    expect(html).toContain(`data-result-count="${ALL_ARTWORKS}"`)
    expect(html).toContain('href="/products/')
    expect(html).toContain('Show More')
  })

  test('route presets filter on the server: featured, mediums, under $350 and $800, ready for pick-up, artist and collection', async ({
    request,
    catalog,
  }) => {
    const expectations: Array<[string, string]> = [
      ['/artworks/featured', 'featured:true'],
      ['/artworks/medium/painting', 'product_type:"Painting"'],
      ['/artworks/medium/sculpture-objects', 'product_type:"Sculpture & Objects"'],
      ['/artworks/art-under-350', 'variants_min_price<=350'],
      ['/artworks/art-under-800', 'variants_min_price<=800'],
      [
        '/artworks?refinementList%5Bnamed_tags.algolia_at_the_loft%5D%5B0%5D=Ready%20for%20Pick-up',
        'named_tags.algolia_at_the_loft:"Ready for Pick-up"',
      ],
    ]
    for (const [path, filters] of expectations) {
      const nbHits = await catalog.count({ filters })
      const html = await (await request.get(path)).text()
      expect(nbHits, path).toBeGreaterThan(0)
      expect(html, path).toContain(`data-result-count="${nbHits}"`)
    }
  })

  test('an artist page lists only that artist and a collection page only its works', async ({
    page,
    request,
    grid,
    catalog,
  }) => {
    const artistsHtml = await (await request.get('/artists')).text()
    const artistPath = artistsHtml.match(/href="(\/artists\/(?!inside-the-studio|recently-joined)[a-z0-9-]+)"/)?.[1]
    expect(artistPath).toBeTruthy()
    await grid.open(artistPath ?? '/')
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
    await grid.expectCount(await catalog.count({ filters: `vendor:${JSON.stringify(name)}` }))
    for (const artist of await grid.cards.locator('p:first-of-type').allInnerTexts()) expect(artist).toBe(name)
    await expect(grid.facet('Artist')).toHaveCount(0)

    await grid.open('/collections/focus')
    const shown = await grid.shownCount()
    expect(shown).toBeGreaterThan(0)
    expect(shown).toBeLessThan(ALL_ARTWORKS)
    await expect(grid.cards).toHaveCount(Math.min(shown, GRID_PAGE_SIZE))
  })
})

test.describe('facets', () => {
  test('medium: checking a value filters, shows a chip and writes the URL', async ({ page, grid, catalog }) => {
    const nbHits = await catalog.count({ filters: 'product_type:"Print"' })
    await grid.open('/artworks')
    await grid
      .facet('Medium')
      .getByRole('checkbox', { name: /^Print/ })
      .check()
    await grid.expectCount(nbHits)
    await expect(page.getByRole('button', { name: 'Remove filter: Print' })).toBeVisible()
    await expect(page).toHaveURL(/refinementList%5Bproduct_type%5D%5B0%5D=Print/)
  })

  test('artist: 10 names, Show more lists the rest, and facet search finds any artist', async ({ grid, catalog }) => {
    const { facets } = await catalog.search({ facets: 'vendor', maxValuesPerFacet: 200, hitsPerPage: 0 })
    const artists = Object.entries(facets?.vendor ?? {}).sort(([, a], [, b]) => a - b)
    expect(artists.length).toBeGreaterThan(10)
    const [rareArtist, rareCount] = artists[0] ?? ['', 0]
    await grid.open('/artworks')
    const group = grid.facet('Artist')
    await expect(group.getByRole('checkbox')).toHaveCount(10)
    await group.getByRole('button', { name: 'Show more' }).click()
    await expect(group.getByRole('checkbox')).toHaveCount(Math.min(artists.length, 200))
    await group.getByRole('button', { name: 'Show less' }).click()
    await group.getByRole('searchbox', { name: 'Search artists' }).fill(rareArtist.split(' ').pop() ?? '')
    await group.getByRole('checkbox', { name: new RegExp(`^${rareArtist}`) }).check()
    await grid.expectCount(rareCount)
    for (const artist of await grid.cards.locator('p:first-of-type').allInnerTexts()) expect(artist).toBe(rareArtist)
  })

  test('availability reads Available, On Hold and Sold; Sold shows only sold cards', async ({
    page,
    grid,
    catalog,
  }) => {
    const nbHits = await catalog.count({ filters: 'named_tags.algolia_availability:"Sold Out"' })
    await grid.open('/artworks')
    const group = grid.facet('Availability')
    await expect(group.locator('label > span:first-of-type')).toHaveText(['Available', 'On Hold', 'Sold'])
    await group.getByRole('checkbox', { name: /^Sold/ }).check()
    await grid.expectCount(nbHits)
    await expect(page.getByRole('button', { name: 'Remove filter: Sold' })).toBeVisible()
    for (const state of await grid.cards.evaluateAll((links) => links.map((link) => link.getAttribute('data-state'))))
      expect(state).toBe('sold')
  })

  test('orientation, size (with bucket labels and note) and ready for pick-up filter like the index', async ({
    grid,
    catalog,
  }) => {
    await grid.open('/artworks')
    const size = grid.facet('Size')
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
      const nbHits = await catalog.count({ filters: filters.join(' AND ') })
      await grid.facet(group).getByRole('checkbox', { name: label }).check()
      await grid.expectCount(nbHits)
    }
  })

  test('chips remove one filter each and Clear all removes every filter', async ({ page, grid, catalog }) => {
    const drawings = await catalog.count({ filters: 'product_type:"Drawing"' })
    await grid.open(
      '/artworks?refinementList[product_type][0]=Drawing&refinementList[named_tags.algolia_orientation][0]=Vertical',
    )
    await page.getByRole('button', { name: 'Remove filter: Vertical' }).click()
    await grid.expectCount(drawings)
    await expect(grid.chips).toHaveCount(1)
    await grid
      .facet('Orientation')
      .getByRole('checkbox', { name: /^Horizontal/ })
      .check()
    await page.getByRole('button', { name: 'Clear all' }).click()
    await grid.expectCount(ALL_ARTWORKS)
    await expect(grid.chips).toHaveCount(0)
    await expect(page).toHaveURL(/\/artworks$/)
  })
})

test.describe('sort and Show More', () => {
  const SORTS: Array<[string, string]> = [
    ['Newest', `${PRODUCTS_INDEX}_date_desc`],
    ['Price ascending', `${PRODUCTS_INDEX}_min_price_asc`],
    ['Price descending', `${PRODUCTS_INDEX}_max_price_desc`],
    ['Featured', PRODUCTS_INDEX],
  ]

  test('each sort order shows the replica index order', async ({ page, grid, catalog }) => {
    await grid.open('/artworks')
    for (const [label, indexName] of SORTS) {
      const { hits } = await catalog.search({ hitsPerPage: GRID_PAGE_SIZE }, indexName)
      await page.getByLabel('Sort by').selectOption({ label })
      await expect.poll(() => grid.cardTitles(), label).toEqual(hits.map((hit) => hit.title))
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

  test('the prices shown under Price ascending never go down', async ({ grid }) => {
    await grid.open(
      `/artworks?sortBy=${PRODUCTS_INDEX}_min_price_asc&refinementList[named_tags.algolia_availability][0]=Available`,
    )
    const labels = await grid.cards.locator('[data-price]').allInnerTexts()
    const prices = labels.map((label) => Number(label.replace(/[^0-9]/g, ''))).filter((price) => price > 0)
    expect(prices.length).toBeGreaterThan(5)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  test('New Arrivals opens newest first', async ({ page, grid }) => {
    await grid.open('/artworks/new-arrivals')
    await expect(page.getByLabel('Sort by')).toHaveValue(`${PRODUCTS_INDEX}_date_desc`)
  })

  test('Show More appends the next 12', async ({ grid }) => {
    await grid.open('/artworks')
    await expect(grid.cards).toHaveCount(GRID_PAGE_SIZE)
    const first = await grid.cardTitles()
    await grid.showMore.click()
    await expect(grid.cards).toHaveCount(2 * GRID_PAGE_SIZE)
    const all = await grid.cardTitles()
    expect(all.slice(0, GRID_PAGE_SIZE)).toEqual(first)
    expect(new Set(all).size).toBe(2 * GRID_PAGE_SIZE)
  })
})

test.describe('URL state', () => {
  test('the spec link parameters filter the grid', async ({ page, grid, catalog }) => {
    const nbHits = await catalog.count({ filters: 'product_type:"Print" AND variants_min_price<=800' })
    await grid.open('/artworks?refinementList[product_type][0]=Print&range[variants_min_price][max]=800')
    await grid.expectCount(nbHits)
    await expect(grid.facet('Medium').getByRole('checkbox', { name: /^Print/ })).toBeChecked()
    await expect(page.getByRole('button', { name: 'Remove filter: Under $800' })).toBeVisible()
  })

  test('the header Ready for Pick-up link opens the grid with that refinement', async ({ page, grid, catalog }) => {
    const nbHits = await catalog.count({ filters: 'named_tags.algolia_at_the_loft:"Ready for Pick-up"' })
    await page.goto('/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Artwork' }).hover()
    await page.locator('#menu-artwork').getByRole('link', { name: 'Ready for Pick-up' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ready for Pick-up')
    await grid.expectCount(nbHits)
    await expect(grid.facet('Pick-up').getByRole('checkbox', { name: /^Ready for Pick-up/ })).toBeChecked()
  })

  test('unknown facets, sort indexes and non-numeric ranges are ignored', async ({ grid }) => {
    await grid.open(
      '/artworks?refinementList[secret][0]=x&sortBy=users&range[variants_min_price][max]=abc&range[price][max]=5',
    )
    await grid.expectCount(ALL_ARTWORKS)
    await expect(grid.chips).toHaveCount(0)
  })

  test('back and forward restore the results that were shown, also after visiting a product', async ({
    page,
    grid,
  }) => {
    // Seven navigations, one of them to a product page and back: more than the default budget on a busy machine.
    test.slow()
    await grid.open('/artworks')
    const all = await grid.cardTitles()
    const medium = grid.facet('Medium')
    await medium.getByRole('checkbox', { name: /^Painting/ }).check()
    await expect(page).toHaveURL(/product_type%5D%5B0%5D=Painting/)
    const paintings = await grid.cardTitles()
    await medium.getByRole('checkbox', { name: /^Drawing/ }).check()
    await expect(page).toHaveURL(/product_type%5D%5B1%5D=Drawing/)
    const both = await grid.cardTitles()

    await page.goBack()
    await expect.poll(() => grid.cardTitles()).toEqual(paintings)
    await expect(medium.getByRole('checkbox', { name: /^Drawing/ })).not.toBeChecked()
    await page.goBack()
    await expect.poll(() => grid.cardTitles()).toEqual(all)
    await page.goForward()
    await page.goForward()
    await expect.poll(() => grid.cardTitles()).toEqual(both)

    await grid.cards.first().click()
    await expect(page).toHaveURL(/\/products\//)
    await page.goBack()
    await expect(page).toHaveURL(/Drawing/)
    await expect.poll(() => grid.cardTitles()).toEqual(both)
    await expect(medium.getByRole('checkbox', { name: /^Painting/ })).toBeChecked()
  })

  test('no match shows the empty message word for word', async ({ page, grid }) => {
    await grid.open(
      '/artworks?refinementList[named_tags.algolia_availability][0]=Sold%20Out&refinementList[named_tags.algolia_at_the_loft][0]=Ready%20for%20Pick-up',
    )
    await expect(
      page.getByText('There are no results for your selected filters. Try removing filters to expand your search.', {
        exact: true,
      }),
    ).toBeVisible()
    await expect(grid.cards).toHaveCount(0)
  })
})
