import { expect, test, type Page } from '@playwright/test'
import { axeViolations } from './fixtures/axe'
import { customer } from './fixtures/editor'
import { firstLinkIn, newestMailTo } from './fixtures/outbox'

const RESET_ANSWER = "If an account exists for that address, we've sent a link to reset the password."

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/account/login')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log In' }).click()
}

async function expectSignedIn(page: Page, email: string) {
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account', exact: true })).toBeVisible()
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByText('to see your account')).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In / Sign Up' })).toBeVisible()
}

async function askForReset(page: Page, email: string) {
  await page.goto('/account/forgot')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.locator('form').getByRole('status')).toHaveText(RESET_ANSWER)
}

test('a new customer signs up, logs out and in, and resets a forgotten password', async ({ page }) => {
  test.setTimeout(120_000)
  const email = `new-collector-${Date.now()}@example-gallery.art`
  const [firstPassword, newPassword] = ['first-password-2026', 'second-password-2026']

  await test.step('sign up from the log-in page', async () => {
    await page.goto('/account/login')
    await page.getByRole('link', { name: 'Create an account' }).click()
    await page.getByLabel('First name').fill('Ada')
    await page.getByLabel('Last name').fill('Moss')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill(firstPassword)
    await page.getByLabel('Confirm password').fill(firstPassword)
    await page.getByRole('button', { name: 'Create account' }).click()
    await expectSignedIn(page, email)
    await expect(page.getByText('Ada Moss')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Saved artworks' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Followed artists' })).toBeVisible()
    await expect(page.getByText('You have not saved any artworks yet.')).toBeVisible()
  })

  await test.step('log out, then in again', async () => {
    await logOut(page)
    await logIn(page, email, firstPassword)
    await expectSignedIn(page, email)
    await logOut(page)
  })

  await test.step('reset the password through the mailed link', async () => {
    await askForReset(page, email)
    const mail = await newestMailTo(email)
    const link = firstLinkIn(mail)
    expect(link).toMatch(/^http:\/\/localhost:\d+\/account\/reset\?token=[0-9a-f]+$/)
    // Its plain-text part carries the same link.
    expect(mail.text).toContain(link)
    await page.goto(link)
    await page.getByLabel('New password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm new password').fill(newPassword)
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expectSignedIn(page, email)
    await logOut(page)
  })

  await test.step('the new password logs in, the old one no longer does', async () => {
    await logIn(page, email, firstPassword)
    await expect(page.locator('form').getByRole('alert')).toHaveText('That email and password do not match an account.')
    await logIn(page, email, newPassword)
    await expectSignedIn(page, email)
  })
})

test('a reset request reads the same whether or not the address has an account', async ({ page, request }) => {
  await askForReset(page, `nobody-${Date.now()}@example-gallery.art`)
  await askForReset(page, customer.email)
  const unknown = await request.post('/api/customers/forgot-password', {
    data: { email: 'no-one@example-gallery.art' },
  })
  const known = await request.post('/api/customers/forgot-password', { data: { email: customer.email } })
  expect([unknown.status(), await unknown.json()]).toEqual([known.status(), await known.json()])
})

test('sign-up says what is wrong with each field', async ({ page }) => {
  await page.goto('/account/register')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Enter your first name')
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Enter your email address')
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    /At least 10 characters\. Choose a password of at least 10 characters/,
  )
  expect(await axeViolations(page)).toEqual([])

  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Moss')
  await page.getByLabel('Email', { exact: true }).fill(customer.email)
  await page.getByLabel('Password', { exact: true }).fill('a-long-password-1')
  await page.getByLabel('Confirm password').fill('a-long-password-2')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription('The two passwords do not match')

  await page.getByLabel('Password', { exact: true }).fill('a-long-password-1')
  await page.getByLabel('Confirm password').fill('a-long-password-1')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
    /An account already exists for this email/,
  )
  await expect(page.getByLabel('First name')).toHaveValue('Ada')
  // Refused by the server, the form keeps the passwords as typed, and its summary comes before the fields.
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('a-long-password-1')
  await expect(page.getByLabel('Confirm password')).toHaveValue('a-long-password-1')
  const summaryFirst = await page
    .getByRole('main')
    .locator('form')
    .evaluate((form) => form.querySelector('[role="alert"], input')?.getAttribute('role') === 'alert')
  expect(summaryFirst).toBe(true)
})

test('sign-up says so when the shop refuses more accounts from the address', async ({ page }) => {
  // The test server's limits are far above what a test can reach; the 429 itself is covered in
  // tests/integration/rate-limits.test.ts. This holds the form to what it shows for one.
  await page.route('**/api/customers', (route) =>
    route.fulfill({ status: 429, json: { errors: [{ message: 'Too many requests: try again later' }] } }),
  )
  await page.goto('/account/register')
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Moss')
  await page.getByLabel('Email', { exact: true }).fill(`limited-${Date.now()}@example-gallery.art`)
  await page.getByLabel('Password', { exact: true }).fill('a-long-password-1')
  await page.getByLabel('Confirm password').fill('a-long-password-1')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.locator('form').getByRole('alert')).toHaveText(
    'Too many new accounts from this network. Please try again later.',
  )
})

test('a made-up reset link is refused with a way to ask for a new one', async ({ page }) => {
  await page.goto('/account/reset?token=0123456789abcdef')
  await page.getByLabel('New password', { exact: true }).fill('a-long-password-1')
  await page.getByLabel('Confirm new password').fill('a-long-password-1')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.locator('form').getByRole('alert')).toHaveText(
    'This reset link is invalid or has expired. Ask for a new one.',
  )
  await expect(page.getByRole('link', { name: 'Ask for a new one' })).toHaveAttribute('href', '/account/forgot')
})

test('the account forms have no axe violations', async ({ page }) => {
  for (const path of ['/account/register', '/account/forgot', '/account/reset?token=x', '/account/login']) {
    await page.goto(path)
    expect(await axeViolations(page), path).toEqual([])
  }
})
