import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { PREVIEW_SECRET } from './fixtures/editor'

// The admin's browser code (Next) and the storefront's islands (Astro).
const STATIC_DIRS = [path.resolve('.next/static'), path.resolve('dist/storefront/client')]

/** Names of server-only settings: seeing one in browser code means server configuration leaked into it. */
const SECRET_NAMES = [
  'PAYLOAD_SECRET',
  'PREVIEW_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'TEST_POSTGRES_URL',
  'DEMO_ADMIN_PASSWORD',
  'MARKETING_SCRIPT_HOSTS',
  'NEWSLETTER_FORWARD_URL',
  'NEWSLETTER_FORWARD_API_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_URL',
]

/** The secret values in play: the browser tests' server's, and the per-machine ones a build may have read. */
function secretValues(): string[] {
  const machineSecrets = ['data/.payload-secret', 'data/.preview-secret']
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8').trim())
  return [
    process.env.PAYLOAD_SECRET ?? 'e2e-payload-secret-0123456789',
    PREVIEW_SECRET,
    process.env.DEMO_ADMIN_PASSWORD ?? 'e2e-admin-password-2026',
    ...machineSecrets,
  ].filter((value) => value.length >= 8)
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

test('no secret and no server setting name reaches the browser bundle', () => {
  for (const dir of STATIC_DIRS) expect(existsSync(dir), `${dir}: run after \`npm run build\``).toBe(true)
  const files = STATIC_DIRS.flatMap(filesUnder).filter((file) => /\.(js|css|json|txt|map)$/.test(file))
  expect(files.length).toBeGreaterThan(10)
  const needles = [...SECRET_NAMES, ...secretValues()]
  const found: string[] = []
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    for (const needle of needles)
      if (text.includes(needle)) found.push(`${path.relative(process.cwd(), file)}: ${needle}`)
  }
  expect(found).toEqual([])
})

test('no secret reaches the HTML of a page or of the admin', async ({ request }) => {
  for (const page of ['/', '/artworks', '/admin/login']) {
    const html = await (await request.get(page)).text()
    for (const value of secretValues()) expect(html.includes(value), `${page} holds a secret`).toBe(false)
  }
})
