import { expect, test } from '@playwright/test'

const ARTWORK_MENU = {
  'Browse By': [
    'New Arrivals',
    'Featured',
    'Art Under $350',
    'Art Under $800',
    'Ready for Pick-up',
    'Gift Cards',
    'Custom Artwork',
    'All Artwork',
  ],
  Mediums: ['Painting', 'Drawing', 'Sculpture', 'Print', 'Photography', 'Installation', 'Mixed-Media', 'All Mediums'],
  Collections: [
    'Focus',
    "Collaborator's Picks",
    'Realism',
    'Color',
    'Neutral',
    'Large-Scale Statements',
    'Diptychs & Triptychs',
    'Unconventional Shapes',
    'All Collections',
  ],
}

test.describe('desktop header', () => {
  test('server-renders every menu link', async ({ request }) => {
    const html = await (await request.get('/')).text()
    for (const href of [
      '/artworks/new-arrivals',
      '/artworks/medium/sculpture-objects',
      '/collections/focus',
      '/exhibitions#onview',
      '/advisory/for-trade',
      '/artists/recently-joined',
      '/products/gift-card',
    ]) {
      expect(html).toContain(`href="${href}"`)
    }
    expect(html).toContain('<title>Buy Original Art Online</title>')
  })

  test('the Artwork menu opens on hover with the spec groups in order, and closes after the pointer leaves', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const trigger = nav.getByRole('button', { name: 'Artwork' })
    await trigger.hover()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator('#menu-artwork')
    await expect(panel).toBeVisible()
    for (const [heading, labels] of Object.entries(ARTWORK_MENU)) {
      const list = panel.getByRole('list', { name: heading })
      await expect(list.getByRole('link')).toHaveText(labels)
    }
    await page.clock.pauseAt(Date.now() + 1000) // from here on, time moves only when the test says so
    await page.mouse.move(640, 700)
    await page.clock.runFor(200)
    await expect(panel).toBeVisible() // still open inside the 250 ms close delay
    await page.clock.runFor(100)
    await expect(panel).toBeHidden()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  test('menus work from the keyboard: focus opens, Escape closes, Tab reaches the links', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const trigger = nav.getByRole('button', { name: 'Exhibitions' })
    await trigger.focus()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(page.locator('#menu-exhibitions').getByRole('link', { name: 'On View' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.locator('#menu-exhibitions')).toBeHidden()
    await expect(trigger).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  })

  test('other menus list the spec links', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const expected = {
      exhibitions: ['On View', 'Upcoming', 'Past', 'All Exhibitions'],
      advisory: ['The Gallery', 'For Individuals', 'For Companies', 'For Trade', 'All Services'],
      artists: ['Recently Joined', 'Inside the Studio', 'All Artists'],
    }
    for (const [id, labels] of Object.entries(expected)) {
      await nav.getByRole('button', { name: new RegExp(`^${id}$`, 'i') }).hover()
      await expect(page.locator(`#menu-${id}`).getByRole('link')).toHaveText(labels)
    }
  })
})

test.describe('desktop header without scripts', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })

  test('a menu shows its links under the pointer and under the focus', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const panel = page.locator('#menu-artwork')
    await expect(panel).toBeHidden()
    await nav.getByRole('button', { name: 'Artwork' }).hover()
    await expect(panel.getByRole('link', { name: 'New Arrivals' })).toBeVisible()
    await page.mouse.move(640, 700)
    await expect(panel).toBeHidden()

    await nav.getByRole('button', { name: 'Exhibitions' }).focus()
    await page.keyboard.press('Tab')
    await expect(page.locator('#menu-exhibitions').getByRole('link', { name: 'On View' })).toBeFocused()
  })
})

test.describe('footer', () => {
  test('has the spec groups, legal links, social links in a new window and this year', async ({ page }) => {
    await page.goto('/about')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('list', { name: 'Company' }).getByRole('link')).toHaveText([
      'About Us',
      'Journal',
      'Contact',
      'Press',
      'FAQs',
    ])
    await expect(footer.getByRole('list', { name: 'Visit' }).getByRole('link')).toHaveText([
      'The Gallery',
      'Exhibitions',
    ])
    await expect(footer.getByRole('list', { name: 'Art Advisory' }).getByRole('link')).toHaveText([
      'For Individuals',
      'For Companies',
      'Custom Artwork',
    ])
    await expect(footer.getByRole('list', { name: 'Trade' }).getByRole('link')).toHaveText([
      'Interior Designers',
      'Architects',
      'Real Estate Developers',
      'Art Consultants',
    ])
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy')
    await expect(footer.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-of-use')
    for (const name of ['Facebook', 'Instagram', 'Pinterest', 'TikTok']) {
      await expect(footer.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('target', '_blank')
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
    await expect(footer.locator('[data-slot="newsletter"]')).toBeVisible()
  })
})

test('every page has a canonical link of the base address and path without the query', async ({ page, baseURL }) => {
  await page.goto('/artworks?refinementList%5Bproduct_type%5D%5B0%5D=Painting&page=2')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/artworks`)
  await page.goto('/')
  // The root path is the bare base address; Next writes it without the trailing slash.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^${baseURL}/?$`))
})

test('the promo banner shows when enabled in the settings', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('complementary', { name: 'Announcement' })).toBeVisible()
})
