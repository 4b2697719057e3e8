import { expect, test, type Page } from '@playwright/test'

// Islands with controls hydrate at once (`client:eager`: the shop's forms) or on the first pointer, touch or focus
// inside them (`client:intent`: the header). A use made while their code is still on its way is held and replayed
// once they have hydrated. These tests hold one island's code back, so the use is certain to land on the server's
// HTML.

async function holdIslandCode(page: Page, island: string): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(`**/_astro/${island}.*`, async (route) => {
    await held
    await route.continue()
  })
  return release
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true })

  test('the menu opened before the header has hydrated opens once it has', async ({ page }) => {
    const release = await holdIslandCode(page, 'SiteHeader')
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()

    release()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeInViewport()
  })
})

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('a menu pointed at before the header has hydrated shows its links, and stays open once it has', async ({
    page,
  }) => {
    const release = await holdIslandCode(page, 'SiteHeader')
    await page.goto('/')
    const artwork = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Artwork' })
    await artwork.hover()
    await expect(page.locator('#menu-artwork').getByRole('link', { name: 'New Arrivals' })).toBeVisible()

    release()
    await expect(artwork).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('#menu-artwork').getByRole('link', { name: 'New Arrivals' })).toBeVisible()
  })

  test('a menu reached from the keyboard before the header has hydrated keeps the focus and opens', async ({
    page,
  }) => {
    const release = await holdIslandCode(page, 'SiteHeader')
    await page.goto('/')
    const exhibitions = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Exhibitions' })
    await exhibitions.focus()
    await expect(page.locator('#menu-exhibitions').getByRole('link', { name: 'On View' })).toBeVisible()

    release()
    await expect(exhibitions).toHaveAttribute('aria-expanded', 'true')
    await expect(exhibitions).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.locator('#menu-exhibitions').getByRole('link', { name: 'On View' })).toBeFocused()
  })
})

test.describe('on a touch screen wide enough for the desktop menus', () => {
  test.use({ viewport: { width: 1180, height: 820 }, hasTouch: true, isMobile: true })

  test('a menu tapped before the header has hydrated opens once it has', async ({ page }) => {
    const release = await holdIslandCode(page, 'SiteHeader')
    await page.goto('/')
    const artwork = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Artwork' })
    await artwork.tap()
    await expect(page).toHaveURL(/\/$/)

    release()
    await expect(artwork).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('#menu-artwork').getByRole('link', { name: 'New Arrivals' })).toBeVisible()
  })
})

test('a sign-up sent before its form has hydrated is checked by the form, not sent by the browser', async ({
  page,
}) => {
  const release = await holdIslandCode(page, 'RegisterForm')
  await page.goto('/account/register')
  await page.getByLabel('First name').fill('Ada')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/account\/register$/)

  release()
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Enter your email address')
  await expect(page.getByLabel('First name')).toHaveValue('Ada')
  await expect(page.getByLabel('First name')).not.toHaveAccessibleDescription('Enter your first name')
})

test("a page of results' search box hydrates on first use: a Clear pressed before it has is done once it has", async ({
  page,
}) => {
  const release = await holdIslandCode(page, 'SearchPageBox')
  await page.goto('/search?query=blue')
  const box = page.getByRole('combobox', { name: 'Search' })
  await page.getByRole('button', { name: 'Clear search' }).click()
  await expect(box).toHaveValue('blue')
  await expect(page).toHaveURL(/\/search\?query=blue$/)

  release()
  await expect(page).toHaveURL(/\/search$/)
  await expect(page.getByRole('combobox', { name: 'Search' })).toHaveValue('')
})
