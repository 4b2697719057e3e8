import { expect, test, type Page } from '@playwright/test'

// Islands that are needed at once hydrate with `client:eager`: a use made while their code is still on its way is
// held and replayed once they have hydrated. These tests hold one island's code back, so the use is certain to
// land on the server's HTML.

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
