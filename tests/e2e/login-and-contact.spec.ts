import { expect, test } from '@playwright/test'

test('a failed login keeps the typed email and says what went wrong', async ({ page }) => {
  await page.goto('/account/login')
  const email = page.getByLabel('Email', { exact: true })
  // An address with no account: wrong passwords for a real one would count towards its lockout.
  await email.fill('nobody-here@example-gallery.art')
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page.locator('form').getByRole('alert')).toHaveText('That email and password do not match an account.')
  await expect(email).toHaveValue('nobody-here@example-gallery.art')
})

test("the contact page's phone number can be called", async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('link', { name: '(212) 555-0147' })).toHaveAttribute('href', 'tel:+12125550147')
})

test("the contact page's pointer for the press leads to the press page", async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('main').getByRole('link', { name: 'our press page' })).toHaveAttribute('href', '/press')
})
