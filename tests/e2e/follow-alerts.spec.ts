import { expect, test } from '@playwright/test'
import { newCustomer, SAME_ORIGIN, signIn } from './fixtures/customers'
import { editorHeaders } from './fixtures/editor'
import { newestMailTo } from './fixtures/outbox'

type Doc = { id: number; [key: string]: unknown }

test('a customer following an artist sees a new work by them in the header, on /saved and in a daily mail', async ({
  context,
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = await editorHeaders(request)
  const [artist] = ((await (await request.get('/api/artists?limit=1&depth=0&sort=slug')).json()) as { docs: Doc[] })
    .docs
  const [model] = ((await (await request.get('/api/artworks?limit=1&depth=0', { headers })).json()) as { docs: Doc[] })
    .docs
  if (!artist || !model) throw new Error('the seeded gallery has no artist or artwork')

  const reader = await newCustomer(request)
  await signIn(context, reader)
  const follow = await context.request.post('/api/customer/artists', {
    headers: SAME_ORIGIN,
    data: { artist: { slug: artist.slug } },
  })
  expect(follow.status()).toBe(200)

  // The editor publishes a new work by the artist through the REST API, as the admin does.
  const title = `Alerted study ${Date.now()}`
  const created = await request.post('/api/artworks?draft=true', {
    headers,
    data: {
      title,
      handle: '',
      artist: artist.id,
      medium: model.medium,
      images: model.images,
      variants: [{ title: 'Unframed', price: 1200 }],
      inventory: 1,
      availability: 'Available',
      dimensions: { width: 20, height: 24 },
      _status: 'draft',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: Doc }
  const published = await request.patch(`/api/artworks/${doc.id}`, { headers, data: { _status: 'published' } })
  expect(published.ok(), await published.text()).toBe(true)

  await page.goto('/')
  const badge = page.getByTestId('follow-alerts-badge')
  await expect(badge).toHaveText('1')
  await expect(badge).toHaveAccessibleName('1 new work from artists you follow')

  await page.goto('/saved')
  const list = page.getByRole('list', { name: 'New from artists you follow' })
  await expect(list.getByRole('listitem').first()).toContainText(title)
  await expect(list.getByRole('listitem').first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/)
  await expect(badge).toHaveCount(0)
  await page.reload()
  await expect(list).toBeVisible()
  await expect(badge).toHaveCount(0)

  const mail = await newestMailTo(reader.email)
  expect(mail.subject).toContain('by artists you follow')
  expect(mail.html).toContain(title)
  expect(mail.text).toContain(title)
  const unsubscribe = mail.html?.match(/href="([^"]*\/api\/alerts\/unsubscribe[^"]*)"/)?.[1]?.replaceAll('&amp;', '&')
  if (!unsubscribe) throw new Error('no unsubscribe link in the digest')

  // The setting in /account turns the digest off and on.
  await page.goto('/account')
  const setting = page.getByLabel('A daily mail of new works by the artists I follow')
  await expect(setting).toBeChecked()
  await setting.uncheck()
  await page.reload()
  await expect(setting).not.toBeChecked()
  await setting.check()
  await page.reload()
  await expect(setting).toBeChecked()

  // The link works without logging in: a fresh browser, a page with one button.
  const stranger = await context.browser()?.newContext()
  if (!stranger) throw new Error('no browser')
  const strangerPage = await stranger.newPage()
  await strangerPage.goto(unsubscribe)
  await strangerPage.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(strangerPage.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible()
  await stranger.close()
  await page.reload()
  await expect(setting).not.toBeChecked()
  // The work leaves the catalog again: other specs pick works by title or by newest.
  const removed = await request.delete(`/api/artworks/${doc.id}`, { headers })
  expect(removed.ok(), await removed.text()).toBe(true)
})
