import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { expect, request as requests, test, type APIRequestContext } from '@playwright/test'
import { editorHeaders } from '../e2e/fixtures/editor'
import { NEWEST_INDEX } from '@/lib/catalog/sort-indexes'
import { searchIndex, type ArtworkHit } from '../e2e/fixtures/search'
import { INSTANCE_PORTS, INSTANCES, SECOND_PID_FILE, SHARED_ENV } from './instances'

// Two instances on one PostgreSQL database and one object store (playwright.instances.config.ts): an editor writes on one, and a
// visitor of the other sees each change, through the change feed, without a restart.

type Doc = { id: number; [field: string]: unknown }

async function staffApi(request: APIRequestContext, base: string) {
  const headers = await editorHeaders(request)
  const call = async (method: 'get' | 'patch' | 'post', path: string, data?: unknown): Promise<Doc> => {
    const response = await request.fetch(`${base}/api/${path}`, { method, headers, data })
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true)
    const body = (await response.json()) as { doc?: Doc; docs?: Doc[] }
    const doc = body.doc ?? body.docs?.[0]
    if (!doc) throw new Error(`${method} ${path}: no document`)
    return doc
  }
  return {
    first: (collection: string, query: string) =>
      call('get', `${collection}?limit=1&depth=0&where[_status][equals]=published${query}`),
    update: (collection: string, id: number, data: Record<string, unknown>) =>
      call('patch', `${collection}/${id}?depth=0`, data),
    create: (collection: string, data: Record<string, unknown>) => call('post', `${collection}?depth=0`, data),
  }
}

const searchOn = (request: APIRequestContext, base: string, query: string, indexName?: string) =>
  searchIndex<ArtworkHit & { name?: string }>(request, { query, hitsPerPage: 5 }, indexName).then((result) =>
    result.hits.map((hit) => hit.title ?? hit.name),
  )

for (const [writer, reader] of [
  ['first', 'second'],
  ['second', 'first'],
] as const)
  test(`an edit on the ${writer} instance shows on the ${reader}: title, unpublish, new work, artist name`, async ({
    page,
  }) => {
    const writing = await requests.newContext({ baseURL: INSTANCES[writer] })
    const reading = await requests.newContext({ baseURL: INSTANCES[reader] })
    const staff = await staffApi(writing, INSTANCES[writer])
    const tag = `${writer}${Date.now().toString(36)}`

    // A title changed.
    const renamed = await staff.first('artworks', '&where[inventory][greater_than]=0')
    const newTitle = `Harbour Light ${tag}`
    await staff.update('artworks', renamed.id, { title: newTitle, _status: 'published' })
    await expect.poll(() => searchOn(reading, INSTANCES[reader], newTitle)).toContain(newTitle)
    await page.goto(`${INSTANCES[reader]}/products/${String(renamed.handle)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle)
    await page.goto(`${INSTANCES[reader]}/search?query=${encodeURIComponent(newTitle)}`)
    await expect(page.getByRole('link', { name: newTitle }).first()).toBeVisible()

    // A work unpublished.
    const hidden = await staff.first('artworks', `&where[id][not_equals]=${renamed.id}`)
    const hiddenTitle = String(hidden.title)
    await staff.update('artworks', hidden.id, { _status: 'draft' })
    await expect
      .poll(async () => (await reading.get(`${INSTANCES[reader]}/products/${String(hidden.handle)}`)).status())
      .toBe(404)
    await expect.poll(() => searchOn(reading, INSTANCES[reader], hiddenTitle)).not.toContain(hiddenTitle)

    // A new work published, with an image.
    const newWorkTitle = `Tidal Study ${tag}`
    await staff.create('artworks', {
      title: newWorkTitle,
      handle: '',
      artist: renamed.artist,
      medium: renamed.medium,
      images: renamed.images,
      variants: [{ title: 'Unframed', price: 640 }],
      inventory: 1,
      availability: 'Available',
      dimensions: { width: 30, height: 40 },
      _status: 'published',
    })
    await expect.poll(() => searchOn(reading, INSTANCES[reader], newWorkTitle)).toContain(newWorkTitle)
    await page.goto(`${INSTANCES[reader]}/search?query=${encodeURIComponent(newWorkTitle)}`)
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: newWorkTitle }) })
    const image = card.getByRole('img').first()
    await expect(image).toBeVisible()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    // Served from the object store: neither instance keeps a file of its own.
    const mediaDir = SHARED_ENV.E2E_MEDIA_DIR
    expect(existsSync(mediaDir) ? readdirSync(mediaDir) : []).toEqual([])
    await page.goto(`${INSTANCES[reader]}/artworks?sortBy=${NEWEST_INDEX}`)
    await expect(page.getByRole('link', { name: newWorkTitle }).first()).toBeVisible()

    // An artist renamed.
    const artist = await staff.first('artists', '')
    const newLastName = `Marlowe ${tag}`
    await staff.update('artists', artist.id, { lastName: newLastName, _status: 'published' })
    await expect
      .poll(async () => (await searchOn(reading, INSTANCES[reader], newLastName, 'artists')).join(' '))
      .toContain(newLastName)
    await page.goto(`${INSTANCES[reader]}/artists/${String(artist.slug)}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(newLastName)

    // Put back what the next direction borrows.
    await staff.update('artworks', hidden.id, { _status: 'published' })
    await Promise.all([writing.dispose(), reading.dispose()])
  })

const answersAtAll = (base: string) =>
  fetch(`${base}/healthz`).then(
    (response) => response.ok,
    () => false,
  )

test.describe('the second instance killed with SIGKILL in the middle of the edits', () => {
  let restarted: ChildProcess | undefined
  test.afterAll(() => {
    if (restarted?.pid) process.kill(-restarted.pid, 'SIGTERM')
  })

  test('catches up from the database before its first answer once started again', async () => {
    test.setTimeout(600_000)
    const writing = await requests.newContext({ baseURL: INSTANCES.first })
    const staff = await staffApi(writing, INSTANCES.first)
    const tag = `restart${Date.now().toString(36)}`
    const work = await staff.first('artworks', '&where[inventory][greater_than]=0')
    const hidden = await staff.first('artworks', `&where[id][not_equals]=${work.id}`)
    const hiddenTitle = String(hidden.title)
    const artist = await staff.first('artists', '')

    await staff.update('artworks', work.id, { title: `Salt Marsh ${tag}`, _status: 'published' })
    process.kill(Number(readFileSync(SECOND_PID_FILE, 'utf8')), 'SIGKILL')
    await expect.poll(() => answersAtAll(INSTANCES.second)).toBe(false)

    const newTitle = `Low Tide ${tag}`
    await staff.update('artworks', work.id, { title: newTitle, _status: 'published' })
    await staff.update('artworks', hidden.id, { _status: 'draft' })
    const newLastName = `Ashdown ${tag}`
    await staff.update('artists', artist.id, { lastName: newLastName, _status: 'published' })

    restarted = spawn('bash', ['scripts/e2e-server.sh'], {
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        ...SHARED_ENV,
        E2E_PORT: String(INSTANCE_PORTS.second),
        E2E_PID_FILE: SECOND_PID_FILE,
      },
    })
    await expect.poll(() => answersAtAll(INSTANCES.second), { timeout: 300_000, intervals: [200] }).toBe(true)

    // Its very first answers show every edit made while it was down: no polling from here on.
    const reading = await requests.newContext({ baseURL: INSTANCES.second })
    const product = await reading.get(`/products/${String(work.handle)}`)
    expect(await product.text()).toContain(newTitle)
    expect((await reading.get(`/products/${String(hidden.handle)}`)).status()).toBe(404)
    expect(await searchOn(reading, INSTANCES.second, newTitle)).toContain(newTitle)
    expect(await searchOn(reading, INSTANCES.second, hiddenTitle)).not.toContain(hiddenTitle)
    expect((await searchOn(reading, INSTANCES.second, newLastName, 'artists')).join(' ')).toContain(newLastName)
    await expect.poll(async () => (await reading.get('/readyz')).status()).toBe(200)

    // And it follows the feed again.
    await staff.update('artworks', hidden.id, { _status: 'published' })
    await expect.poll(() => searchOn(reading, INSTANCES.second, hiddenTitle)).toContain(hiddenTitle)
    await Promise.all([writing.dispose(), reading.dispose()])
  })
})
