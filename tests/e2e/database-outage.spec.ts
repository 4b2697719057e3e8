import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { OwnPostgres, postgresBin } from '../fixtures/own-postgres'
import { freePort } from '../integration/free-port'
import { spawnBuiltServer, type BuiltServer } from './fixtures/built-server'

// The built app on a PostgreSQL server of this test's own, which it stops and starts again: the shared
// database of the other browser tests is never touched.
test.describe('a storefront page while its PostgreSQL is down', () => {
  test.skip(!postgresBin(), "needs Debian's PostgreSQL (CI installs it)")
  test.describe.configure({ mode: 'serial' })

  let database: OwnPostgres | undefined
  let server: BuiltServer | undefined
  let origin = ''
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'gallery-outage-media-'))

  test.beforeAll(async ({ request }) => {
    test.setTimeout(300_000)
    const own = new OwnPostgres(await freePort())
    database = own
    own.init()
    own.start()
    const port = await freePort()
    origin = `http://localhost:${port}`
    server = spawnBuiltServer({ PORT: String(port), SITE_URL: origin, DATABASE_URL: own.url, MEDIA_DIR: mediaDir })
    await expect
      .poll(async () => (await request.get(`${origin}/readyz`).catch(() => undefined))?.status(), {
        timeout: 240_000,
        intervals: [500],
      })
      .toBe(200)
  })

  test.afterAll(() => {
    server?.stop()
    database?.remove()
    rmSync(mediaDir, { recursive: true, force: true })
  })

  test('answers 503 with Retry-After and the error page, then renders again once it is back', async ({ request }) => {
    test.setTimeout(120_000)
    const own = database
    if (!own) throw new Error('the test database did not start')
    let asked = 0
    // A page no cache holds: each request names a work of its own.
    const productPage = () => request.get(`${origin}/products/no-such-work-${++asked}`)
    expect((await productPage()).status()).toBe(404)

    own.stop()
    try {
      const down = await productPage()
      expect(down.status()).toBe(503)
      expect(down.headers()['retry-after']).toMatch(/^\d+$/)
      expect(down.headers()['content-type']).toContain('text/html')
      expect(await down.text()).toContain('Temporarily unavailable')
    } finally {
      own.start()
    }
    await expect.poll(async () => (await productPage()).status(), { timeout: 60_000 }).toBe(404)
  })
})
