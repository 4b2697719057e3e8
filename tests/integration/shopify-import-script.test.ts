import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FAKE_CATALOG } from '@/lib/shopify/testing/catalog'
import { FAKE_STOREFRONT_TOKEN, startFakeStorefront, type FakeStorefront } from '@/lib/shopify/testing/fake-storefront'

const root = path.resolve(__dirname, '../..')
const dir = mkdtempSync(path.join(tmpdir(), 'gallery-import-shopify-'))
let fake: FakeStorefront

/** `npm run import:shopify` as an operator runs it, its HTTPS calls to the test store sent to the fake. */
function importShopify(store: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/import-shopify.ts', '--page-size', '4'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: `file:${path.join(dir, 'shop.db')}`,
      MEDIA_DIR: path.join(dir, 'media'),
      PAYLOAD_SECRET: 'import-shopify-test-secret',
      SEED_ON_START: 'false',
      SHOPIFY_STORE_DOMAIN: '',
      SHOPIFY_STOREFRONT_TOKEN: '',
      ...store,
      FAKE_STOREFRONT_ORIGIN: fake.origin,
      NODE_OPTIONS:
        '--no-deprecation --import=./scripts/server-only-hook.mjs --import=./tests/fixtures/shopify/fetch-to-fake.mjs',
    },
  })
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, out })))
}

const TEST_STORE = {
  SHOPIFY_STORE_DOMAIN: 'gallery-test.myshopify.com',
  SHOPIFY_STOREFRONT_TOKEN: FAKE_STOREFRONT_TOKEN,
}

beforeAll(async () => {
  fake = await startFakeStorefront(FAKE_CATALOG)
})
afterAll(async () => {
  await fake.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('npm run import:shopify', () => {
  it('refuses to run without a configured store', async () => {
    const { code, out } = await importShopify({})
    expect(code).toBe(1)
    expect(out).toContain('No Shopify store configured')
    expect(out).not.toContain('Migrating')
  }, 120_000)

  it('imports the store over the 2022-04 endpoint with progress and a report, then finds nothing to do', async () => {
    const first = await importShopify(TEST_STORE)
    expect(first.code, first.out).toBe(0)
    expect(first.out).toMatch(/artworks \[#+\] 9\/9 100%/)
    expect(first.out).toMatch(/Import finished .*\n.*artists .*\(\+3 made from product vendors\)/)
    expect(first.out).toMatch(/artworks\s+9 products read:\s+7 created\s+0 already there\s+2 bad/)
    expect(first.out).toContain('read back: the database holds every artist and artwork of a valid product')
    expect(fake.requests.filter((request) => request.path === '/api/2022-04/graphql.json')).toHaveLength(3)

    const second = await importShopify(TEST_STORE)
    expect(second.code, second.out).toBe(0)
    expect(second.out).toMatch(/artworks\s+9 products read:\s+0 created\s+7 already there\s+2 bad/)
  }, 240_000)
})
