import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { rateLimitOverrides } from './rate-limit/rules'

const databaseUrl = z
  .string()
  .refine(
    (url) => /^(file:|postgres(ql)?:\/\/)/.test(url),
    'must start with file: (SQLite) or postgres:// (PostgreSQL)',
  )

const optionalUrl = z.url({ protocol: /^https?$/ }).optional()

// Hostnames only (no scheme, port or wildcard): the marketing script may come from these and nowhere else.
const hostList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.hostname().regex(/\./, 'each host needs a dot, e.g. cdn.vendor.example')))

// Origins only (scheme, host and port), comma separated.
const urlList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.url({ protocol: /^https?$/ }).refine((url) => new URL(url).pathname === '/', 'an origin, no path'))
      .min(1),
  )

export const envSchema = z.object({
  DATABASE_URL: databaseUrl.default('file:./data/storefront.db'),
  MEDIA_DIR: z.string().min(1).default('data/media'),
  SQLITE_LOCK_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(400),
  PAYLOAD_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PREVIEW_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  SITE_NAME: z.string().min(1).max(80).default('Northlight Gallery'),
  SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  SHOP_URL: optionalUrl,
  // On: product pages offer Add to cart into the embedded cart. Off hides the button (a gallery that only takes enquiries).
  SHOP_CHECKOUT_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  SUPPORT_EMAIL: z.email().default('hello@example-gallery.art'),
  SEED_ON_START: z.enum(['true', 'false']).default('true'),
  SEED_IMAGE_CACHE_DIR: z.string().min(1).default('node_modules/.cache/demo-gallery-images'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
  // How often each instance looks for follow-alert digests that are due (src/lib/follow-alerts).
  FOLLOW_ALERTS_POLL_MS: z.coerce.number().int().min(500).max(3_600_000).default(60_000),
  RATE_LIMITS: rateLimitOverrides.default([]),
  RATE_LIMIT_REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  RATE_LIMIT_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  PAGE_CACHE: z.enum(['memory', 'off']).default('memory'),
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(65_536).default(128),
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  SEARCH_ANSWER_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
  DEMO_EDITOR_EMAIL: z.email().default('editor@example-gallery.art'),
  DEMO_EDITOR_PASSWORD: z.string().min(10, 'must be at least 10 characters').default('gallery-editor-2026'),
  DEMO_SHOP_EMAIL: z.email().default('shop@example-gallery.art'),
  DEMO_SHOP_PASSWORD: z.string().min(10, 'must be at least 10 characters').default('gallery-shop-2026'),
  DEMO_CUSTOMER_EMAIL: z.email().default('collector@example-gallery.art'),
  DEMO_CUSTOMER_PASSWORD: z.string().min(10, 'must be at least 10 characters').default('gallery-collector-2026'),
  // An admin is seeded only when a password is given: a public default admin password would undo least privilege.
  DEMO_ADMIN_EMAIL: z.email().default('admin@example-gallery.art'),
  DEMO_ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  MARKETING_SCRIPT_HOSTS: hostList.default([]),
  NEWSLETTER_FORWARD_URL: optionalUrl,
  NEWSLETTER_FORWARD_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  // A hostname only: the storefront client always speaks HTTPS to it (decision 0024).
  SHOPIFY_STORE_DOMAIN: z.hostname().regex(/\./, 'a hostname such as my-gallery.myshopify.com').optional(),
  SHOPIFY_STOREFRONT_TOKEN: z.string().min(8, 'must be at least 8 characters').optional(),
  // Both keys set: checkout takes payment through Stripe Checkout; neither: request to purchase.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'a Stripe secret key, sk_live_… or sk_test_…')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'a Stripe publishable key, pk_live_… or pk_test_…').optional(),
  // Stripe signs the events it posts to /api/shop/stripe/webhook with this; empty: the webhook is off.
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'a webhook signing secret, whsec_…')
    .optional(),
  // Tests point the Stripe SDK at a local fake of Stripe's HTTP API; production leaves it empty (api.stripe.com).
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  // All five set: media is stored in this bucket instead of MEDIA_DIR (decision 0044); none: on disk.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name: 3-63 lowercase letters, digits, dots, hyphens')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'a region such as us-east-1')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Buckets addressed as endpoint/bucket instead of bucket.endpoint: most S3-compatible servers want this.
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  // All three set: search runs on hosted Algolia (decision 0045); none: on the in-process engine.
  ALGOLIA_APP_ID: z
    .string()
    .regex(/^[A-Za-z0-9]{4,32}$/, "an Algolia application id, letters and digits such as 'ABC123XYZ9'")
    .optional(),
  // Sent to the browser: create it with the search ACL only. A secured key (base64) will do.
  ALGOLIA_SEARCH_KEY: z
    .string()
    .regex(/^[\w+/=-]{16,}$/, 'an Algolia search-only API key')
    .optional(),
  // Server only: it writes records and settings.
  ALGOLIA_ADMIN_KEY: z
    .string()
    .regex(/^\w{16,}$/, 'an Algolia admin (write) API key')
    .optional(),
  // Tests point the client (server and browser) at a local fake of Algolia's HTTP API; production leaves it empty.
  ALGOLIA_HOSTS: urlList.optional(),
})

/** Settings that only work as a pair: an address without its key would be refused there, a key without an address goes nowhere. */
const PAIRS = [
  ['NEWSLETTER_FORWARD_URL', 'NEWSLETTER_FORWARD_API_KEY'],
  ['SHOPIFY_STORE_DOMAIN', 'SHOPIFY_STOREFRONT_TOKEN'],
  ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'],
] as const

/**
 * Secrets every instance of one gallery must share. A generated secret is one machine's own: on PostgreSQL, which
 * several instances may share, an instance with its own would reject every session, cart and preview link the
 * others signed. SQLite is one process on one machine, so there they are generated.
 */
const SHARED_SECRETS = ['PAYLOAD_SECRET', 'PREVIEW_SECRET'] as const

/** Object storage is configured by all of these or none: a partial set would silently keep media on disk. */
const OBJECT_STORAGE = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
/** Hosted search needs its application, its public key for the browser and its write key for the server. */
const ALGOLIA_KEYS = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_KEY', 'ALGOLIA_ADMIN_KEY'] as const

const configuredEnvSchema = envSchema.superRefine((value, context) => {
  const algoliaSet = ALGOLIA_KEYS.filter((name) => value[name] !== undefined)
  if (algoliaSet.length > 0)
    for (const name of ALGOLIA_KEYS.filter((key) => value[key] === undefined))
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `must be set together with ${algoliaSet.join(' and ')}: hosted Algolia needs all three, or leave all three empty for the in-process engine`,
      })
  if (value.ALGOLIA_HOSTS !== undefined && algoliaSet.length === 0)
    context.addIssue({
      code: 'custom',
      path: ['ALGOLIA_HOSTS'],
      message: 'only applies with ALGOLIA_APP_ID and its keys',
    })
  if (/^postgres(ql)?:/.test(value.DATABASE_URL))
    for (const name of SHARED_SECRETS.filter((secret) => value[secret] === undefined))
      context.addIssue({
        code: 'custom',
        path: [name],
        message:
          'must be set when DATABASE_URL is PostgreSQL: every instance on the database signs sessions, carts and ' +
          'preview links with it, and a secret generated on one machine would be refused by the others',
      })
  for (const [address, key] of PAIRS) {
    const hasAddress = value[address] !== undefined
    if (hasAddress === (value[key] !== undefined)) continue
    context.addIssue({
      code: 'custom',
      path: [hasAddress ? key : address],
      message: `must be set together with ${hasAddress ? address : key}`,
    })
  }
  const storageGiven = OBJECT_STORAGE.filter((name) => value[name] !== undefined)
  if (storageGiven.length > 0 && storageGiven.length < OBJECT_STORAGE.length)
    for (const name of OBJECT_STORAGE.filter((name) => value[name] === undefined))
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `must be set for object storage, as ${storageGiven.join(', ')} are: set all of ${OBJECT_STORAGE.join(', ')} or none`,
      })
})

export type Env = z.infer<typeof envSchema> & { PAYLOAD_SECRET: string; PREVIEW_SECRET: string }

export class EnvError extends Error {}

/** Parses the environment, naming every bad variable in one message. */
export function parseEnv(source: Record<string, string | undefined>): z.infer<typeof envSchema> {
  const blanksRemoved = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const result = configuredEnvSchema.safeParse(blanksRemoved)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
  throw new EnvError(
    `Invalid environment variables:\n${problems.join('\n')}\nSee .env.example for what each one means.`,
  )
}

const secretsDir = path.resolve(process.cwd(), 'data')

// A fresh clone has no secrets configured: generate one per machine and keep it beside the database,
// so sessions and preview links survive restarts without a shared default anyone could read.
function machineSecret(name: string): string {
  const file = path.join(secretsDir, `.${name}`)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(secretsDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

let cached: Env | undefined

export function env(): Env {
  if (cached) return cached
  const parsed = parseEnv(process.env)
  cached = {
    ...parsed,
    PAYLOAD_SECRET: parsed.PAYLOAD_SECRET ?? machineSecret('payload-secret'),
    PREVIEW_SECRET: parsed.PREVIEW_SECRET ?? machineSecret('preview-secret'),
  }
  return cached
}
