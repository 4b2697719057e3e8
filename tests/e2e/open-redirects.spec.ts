import { expect, test, type Page } from '@playwright/test'
import { customer, editor, signInToAdmin } from './fixtures/editor'

// Passes Payload's own check of its `redirect` parameter, yet resolves to `//evil.example`.
const OFF_SITE = '/.//evil.example'

/** Answers for evil.example in place of the network, so a page that lands there shows it at once. */
async function standInForEvilSite(page: Page) {
  await page.route(/^https?:\/\/evil\.example\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>evil.example</h1>' }),
  )
}

async function expectOnSite(page: Page, baseURL: string | undefined, path: RegExp) {
  await expect(page).toHaveURL(path, { timeout: 30_000 })
  expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin)
}

test('an editor signing in from a login link that points off the site lands in the admin', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000)
  await standInForEvilSite(page)
  await page.goto(`/admin/login?redirect=${OFF_SITE}`)
  await page.getByLabel(/email/i).fill(editor.email)
  await page.getByLabel(/password/i).fill(editor.password)
  await page.getByRole('button', { name: /login|log in/i }).click()
  await expectOnSite(page, baseURL, /\/admin\/?$/)
})

test('a signed-in editor opening such a login link stays in the admin', async ({ page, baseURL }) => {
  test.setTimeout(90_000)
  await standInForEvilSite(page)
  await signInToAdmin(page)
  await page.goto(`/admin/login?redirect=${OFF_SITE}`)
  await expectOnSite(page, baseURL, /\/admin\/?$/)
})

test('a customer signing in from a login link that points off the site lands on their account', async ({
  page,
  baseURL,
}) => {
  await standInForEvilSite(page)
  await page.goto(`/account/login?redirect_after_login=${OFF_SITE}`)
  await page.getByLabel('Email', { exact: true }).fill(customer.email)
  await page.getByLabel('Password').fill(customer.password)
  await page.getByRole('button', { name: 'Log In' }).click()
  await expectOnSite(page, baseURL, /\/account$/)
})
