import { spawn } from 'node:child_process'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCTS_INDEX } from '@/lib/catalog/sort-indexes'
import { GALLERY_INDEXES } from '@/lib/gallery-search/indexes'
import { FAKE_ALGOLIA, type FakeAlgolia, startFakeAlgolia } from '../fixtures/algolia/fake-algolia'
import { createTestArtist, createTestArtwork } from './catalog-fixtures'
import { startCms, stopCms, temporarySqliteUrl } from './cms-instance'

const root = path.resolve(__dirname, '../..')
const databaseUrl = temporarySqliteUrl()
let fake: FakeAlgolia
let payload: Payload

/** `npm run search:sync` as an operator runs it, on this test's database, against the fake. */
function searchSync(): Promise<{ code: number | null; out: string }> {
  // No compile cache: a process started while another writes it can read its half-written files.
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['--no-cache', 'scripts/search-sync.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SEED_ON_START: 'false',
      ALGOLIA_APP_ID: FAKE_ALGOLIA.appId,
      ALGOLIA_SEARCH_KEY: FAKE_ALGOLIA.searchKey,
      ALGOLIA_ADMIN_KEY: FAKE_ALGOLIA.adminKey,
      ALGOLIA_HOSTS: fake.origin,
      NODE_OPTIONS: '--no-deprecation --import=./scripts/server-only-hook.mjs',
    },
  })
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, out })))
}

beforeAll(async () => {
  fake = await startFakeAlgolia()
  // Written here on the in-process engine (no Algolia variables in this process): only the script pushes.
  payload = await startCms(databaseUrl)
  const artist = await createTestArtist(payload, 'Ada', 'Moss')
  await createTestArtwork(payload, { title: 'Low Tide', artist, medium: 'painting', prices: [900] })
  await createTestArtwork(payload, { title: 'Night Ferry', artist, medium: 'drawing', prices: [250] })
})

afterAll(async () => {
  await stopCms(payload, databaseUrl)
  await fake?.close()
})

describe('npm run search:sync', () => {
  it('pushes the settings, the sort replicas and every published record, showing its progress', async () => {
    const { code, out } = await searchSync()
    expect(code, out).toBe(0)
    expect(out).toMatch(/search:sync: \d+ steps\n/)
    expect(out).toMatch(/search:sync: (\d+)\/\1 \(100%\)/)
    expect([...fake.records(PRODUCTS_INDEX).values()].map((record) => record.title).sort()).toEqual([
      'Low Tide',
      'Night Ferry',
    ])
    expect(fake.records(GALLERY_INDEXES.artists).size).toBe(1)
    expect(fake.settings(`${PRODUCTS_INDEX}_max_price_desc`)?.ranking).toContain('desc(variants_max_price)')
    expect(fake.requests.every((request) => request.apiKey === FAKE_ALGOLIA.adminKey)).toBe(true)
  }, 120_000)

  it('exits non-zero when Algolia keeps failing', async () => {
    fake.failWrites(1_000, 500)
    const { code, out } = await searchSync()
    expect(code, out).toBe(1)
    expect(out).toContain('search:sync failed')
    fake.failWrites(0)
  }, 120_000)
})
