import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { SUBSCRIBERS_EXPORT_PATH } from '@/lib/newsletter/export-path'
import {
  SIGNUP_ERROR_MESSAGE,
  THANKS_FADE_DELAY_MS,
  THANKS_FADE_MS,
  THANKS_MESSAGE,
} from '@/components/newsletter/signup-copy'
import { INVALID_EMAIL_MESSAGE } from '@/lib/text/email'
import { axeViolations } from './fixtures/axe'
import { signInToAdmin } from './fixtures/editor'

// Every page has the sign-up in its footer; a light one keeps the tests quick.
const PAGE = '/about'
const SECTION = '[data-slot="newsletter"]'

/**
 * The footer's sign-up as a visitor meets it: scrolled to, since the form's island hydrates when it comes into view,
 * and opened once the form is live (its button waits for hydration).
 */
async function openSignup(page: Page) {
  await page.goto(PAGE)
  const section = page.locator(SECTION)
  await section.scrollIntoViewIfNeeded()
  const signup = {
    section,
    email: section.getByLabel('Email address'),
    button: section.getByRole('button', { name: 'Sign Up' }),
    form: section.locator('form'),
    fieldError: section.locator('#newsletter-email-error'),
    alert: section.getByRole('alert'),
    status: section.getByRole('status'),
  }
  await expect(signup.button).toBeEnabled()
  return signup
}

const uniqueEmail = (label: string) => `e2e-${label}-${Date.now()}@example-gallery.art`

test('the email is checked on each change: empty is fine while typing, invalid disables the button', async ({
  page,
}) => {
  const signup = await openSignup(page)
  await expect(signup.fieldError).toBeEmpty()
  await signup.email.fill('ada@')
  await expect(signup.fieldError).toHaveText(INVALID_EMAIL_MESSAGE)
  await expect(signup.email).toHaveAttribute('aria-invalid', 'true')
  await expect(signup.email).toHaveAttribute('aria-describedby', 'newsletter-email-error')
  await expect(signup.button).toBeDisabled()
  expect(await axeViolations(page, SECTION)).toEqual([])
  await signup.email.fill('')
  await expect(signup.fieldError).toBeEmpty()
  await expect(signup.email).not.toHaveAttribute('aria-invalid')
  await expect(signup.button).toBeEnabled()
  await signup.email.fill('ada@example.com')
  await expect(signup.fieldError).toBeEmpty()
  await expect(signup.button).toBeEnabled()
})

test('submitting an empty field is blocked with the same message, and nothing is sent', async ({ page }) => {
  const signup = await openSignup(page)
  let sent = 0
  await page.route('**/api/newsletter', (route) => {
    sent++
    return route.continue()
  })
  await signup.button.click()
  await expect(signup.fieldError).toHaveText(INVALID_EMAIL_MESSAGE)
  await expect(signup.button).toBeDisabled()
  await signup.email.press('Enter')
  expect(sent).toBe(0)
})

test('submitting dims the form and disables the button until the answer comes', async ({ page }) => {
  const signup = await openSignup(page)
  let answer: () => void = () => undefined
  const answered = new Promise<void>((resolve) => (answer = resolve))
  await page.route('**/api/newsletter', async (route) => {
    await answered
    await route.fulfill({ status: 201, json: { subscribed: true } })
  })
  await signup.email.fill('dimmed@example-gallery.art')
  await signup.button.click()
  await expect(signup.form).toHaveAttribute('aria-busy', 'true')
  await expect(signup.form).toHaveCSS('opacity', '0.5')
  await expect(signup.button).toBeDisabled()
  answer()
  await expect(signup.status).toHaveText(THANKS_MESSAGE)
})

test('success collapses the form; the thanks fade after 2000 ms over 1000 ms', async ({ page }) => {
  await page.clock.install()
  const signup = await openSignup(page)
  await signup.email.fill(uniqueEmail('fade'))
  // The clock stands still from here, so each phase is seen at its exact moment.
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1_000))
  await signup.button.click()
  const thanks = signup.status.locator('[data-fade]')
  await expect(signup.status).toHaveText(THANKS_MESSAGE)
  await expect(signup.form).toHaveCount(0)
  await expect(thanks).toHaveAttribute('data-fade', 'shown')
  await expect(thanks).toHaveCSS('opacity', '1')

  await page.clock.runFor(THANKS_FADE_DELAY_MS - 1)
  await expect(thanks).toHaveAttribute('data-fade', 'shown')
  await page.clock.runFor(1)
  await expect(thanks).toHaveAttribute('data-fade', 'fading')
  await expect(thanks).toHaveCSS('transition-duration', `${THANKS_FADE_MS / 1000}s`)
  await expect(thanks).toHaveCSS('transition-property', 'opacity')

  await page.clock.runFor(THANKS_FADE_MS - 1)
  await expect(signup.status).toHaveText(THANKS_MESSAGE)
  await page.clock.runFor(1)
  await expect(signup.status).toBeEmpty()
  await expect(signup.form).toHaveCount(0)
})

test('an answer other than 201 shows the error message and keeps the form', async ({ page }) => {
  const signup = await openSignup(page)
  await page.route('**/api/newsletter', (route) => route.fulfill({ status: 500, json: { error: 'down' } }))
  await signup.email.fill('server-error@example-gallery.art')
  await signup.button.click()
  await expect(signup.alert).toHaveText(SIGNUP_ERROR_MESSAGE)
  await expect(signup.email).toHaveValue('server-error@example-gallery.art')
  await expect(signup.button).toBeEnabled()
  await expect(signup.status).toBeEmpty()
  expect(await axeViolations(page, SECTION)).toEqual([])
})

test('a 200 is not a sign-up either: only 201 is success', async ({ page }) => {
  const signup = await openSignup(page)
  await page.route('**/api/newsletter', (route) => route.fulfill({ status: 200, json: { subscribed: true } }))
  await signup.email.fill('wrong-status@example-gallery.art')
  await signup.button.click()
  await expect(signup.alert).toHaveText(SIGNUP_ERROR_MESSAGE)
})

test('a network failure shows the error message', async ({ page }) => {
  const signup = await openSignup(page)
  await page.route('**/api/newsletter', (route) => route.abort('internetdisconnected'))
  await signup.email.fill('offline@example-gallery.art')
  await signup.button.click()
  await expect(signup.alert).toHaveText(SIGNUP_ERROR_MESSAGE)
  await expect(signup.button).toBeEnabled()
})

test('the demo editor exports subscribers as CSV from the admin, a visitor may not', async ({ page, request }) => {
  test.setTimeout(90_000)
  const email = uniqueEmail('export')
  const signup = await openSignup(page)
  await signup.email.fill(email)
  await signup.button.click()
  await expect(signup.status).toHaveText(THANKS_MESSAGE)

  const anonymous = await request.get(SUBSCRIBERS_EXPORT_PATH)
  expect(anonymous.status()).toBe(401)
  expect(await anonymous.json()).toMatchObject({ error: expect.stringMatching(/Sign in/) })

  await signInToAdmin(page)
  await page.goto('/admin/collections/newsletter-subscribers')
  await expect(page.getByText(email)).toBeVisible({ timeout: 30_000 })
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile(await download.path(), 'utf8')
  const lines = csv.split('\r\n')
  expect(lines[0]).toBe('email,subscribed_at')
  expect(lines.some((line) => line.startsWith(`${email},`))).toBe(true)
})
