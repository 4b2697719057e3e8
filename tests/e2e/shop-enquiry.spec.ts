import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { admin, adminHeaders, signInToAdmin } from './fixtures/editor'
import { newestMailTo } from './fixtures/outbox'

type Work = { handle: string; title: string }

/** A work whose page offers Enquire as its main action: priced on request, and still for sale. */
async function workPricedOnRequest(request: APIRequestContext): Promise<Work> {
  const where =
    'where[priceUponRequest][equals]=true&where[availability][equals]=Available&where[inventory][greater_than]=0'
  const response = await request.get(`/api/artworks?limit=1&depth=0&${where}`)
  const [work] = ((await response.json()) as { docs: Work[] }).docs
  if (!work) throw new Error('no available work priced on request')
  return work
}

/** Where the server mails enquiries: the settings' support address, else its SUPPORT_EMAIL. */
async function galleryAddress(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/globals/settings?depth=0', { headers: await adminHeaders(request) })
  const settings = (await response.json()) as { contact?: { supportEmail?: string | null } }
  return settings.contact?.supportEmail || process.env.SUPPORT_EMAIL || 'hello@example-gallery.art'
}

const enquiryDialog = (page: Page) => page.getByRole('dialog', { name: 'Enquire about this work' })

test('a collector enquires about a work priced on request; the gallery is mailed and sees it in the admin', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const work = await workPricedOnRequest(request)
  const email = `enquirer-${Date.now()}@example.test`
  await page.goto(`/products/${work.handle}`)
  await expect(page.locator('[data-add-to-cart]')).toHaveCount(0)
  await page.getByRole('button', { name: 'Enquire', exact: true }).click()

  const dialog = enquiryDialog(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Name')).toBeFocused()
  await expect(dialog).toContainText(`Work: ${work.title}`)

  await dialog.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(dialog.getByText('Enter your name')).toBeVisible()
  await expect(dialog.getByText('Please enter valid email')).toBeVisible()
  await expect(dialog.getByText('Enter your message')).toBeVisible()
  await expect(dialog.getByLabel('Name')).toBeFocused()

  await dialog.getByLabel('Name').fill('Ada Lowe')
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Message').fill('Is it still <b>available</b>? Could it ship to Lisbon?')
  await expect(dialog.getByText('Enter your name')).toBeHidden()
  await dialog.getByRole('button', { name: 'Send enquiry' }).click()
  // Once sent, only the thanks and a way out are left.
  await expect(dialog.getByRole('status')).toHaveText(/Thank you/)
  await expect(dialog.getByRole('status')).toBeFocused()
  await expect(dialog.getByRole('textbox')).toHaveCount(0)
  await expect(dialog.getByRole('button')).toHaveText(['Close'])
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Enquire', exact: true })).toBeFocused()
  // Opened again, it offers a new enquiry.
  await page.getByRole('button', { name: 'Enquire', exact: true }).click()
  await expect(dialog.getByLabel('Name')).toHaveValue('')
  await expect(dialog.getByLabel('Name')).toBeFocused()

  const mail = await newestMailTo(await galleryAddress(request))
  expect(mail.subject).toBe(`Enquiry about ${work.title}`)
  expect(mail.html).toBeUndefined()
  expect(mail.text).toContain(`/products/${work.handle}`)
  expect(mail.text).toContain(`Email: ${email}`)
  expect(mail.text).toContain('Is it still <b>available</b>? Could it ship to Lisbon?')

  await signInToAdmin(page, admin)
  await page.goto('/admin/collections/enquiries')
  await expect(page.getByText(email)).toBeVisible({ timeout: 30_000 })
})

test('any work can be asked about from its page; the focus stays in the dialog, and Escape gives it back', async ({
  page,
}) => {
  await page.goto('/artworks')
  await page.locator('main a[href^="/products/"]').first().click()
  await page.waitForURL(/\/products\//)
  const ask = page.locator('[data-enquire]')
  await expect(ask).toHaveCount(1)
  await ask.click()
  await expect(enquiryDialog(page).getByLabel('Name')).toBeFocused()
  // Tab goes round the dialog and the browser's own toolbar (the body, headless), never the page behind.
  for (let press = 0; press < 8; press += 1) {
    await page.keyboard.press('Tab')
    const inDialogOrToolbar = await page.evaluate(
      () => document.activeElement === document.body || Boolean(document.activeElement?.closest('dialog')),
    )
    expect(inDialogOrToolbar).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(enquiryDialog(page)).toBeHidden()
  await expect(ask).toBeFocused()
})

test('the enquiry route refuses bad input with a 400 that says why', async ({ request }) => {
  const response = await request.post('/api/shop/enquiries', {
    data: { name: 'Ada', email: 'not-an-address', message: 'Hello' },
  })
  expect(response.status()).toBe(400)
  expect(await response.json()).toMatchObject({ error: 'Invalid enquiry: Please enter valid email' })
})

for (const { path, topic } of [
  { path: '/advisory/for-companies', topic: 'Art advisory: For Companies' },
  { path: '/advisory/custom-artwork', topic: 'Art advisory: Custom Artwork' },
]) {
  test(`${path} takes an enquiry in the same dialog, and the gallery sees what it is about`, async ({
    page,
    request,
  }) => {
    const email = `advised-${Date.now()}@example.test`
    await page.goto(path)
    const trigger = page.getByRole('button', { name: 'Send an enquiry' })
    await trigger.click()
    const dialog = page.getByRole('dialog', { name: 'Start a conversation' })
    await expect(dialog.getByLabel('Name')).toBeFocused()
    await expect(dialog).toContainText(`About: ${topic}`)
    await dialog.getByLabel('Name').fill('Rui Costa')
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Message').fill('Forty desks, two floors, a budget of $30,000.')
    await dialog.getByRole('button', { name: 'Send enquiry' }).click()
    await expect(dialog.getByRole('status')).toHaveText(/Thank you/)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(trigger).toBeFocused()

    const mail = await newestMailTo(await galleryAddress(request))
    expect(mail.text).toContain(`About: ${topic}`)
    expect(mail.text).toContain(`Email: ${email}`)
    const stored = await request.get(`/api/enquiries?depth=0&where[email][equals]=${encodeURIComponent(email)}`, {
      headers: await adminHeaders(request),
    })
    expect(((await stored.json()) as { docs: { topic: string }[] }).docs).toEqual([expect.objectContaining({ topic })])
  })
}
