import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env'

describe('parseEnv', () => {
  it('switches to hosted Algolia only with its app id and both keys, naming what is missing', () => {
    const algolia = {
      ALGOLIA_APP_ID: 'ABC123XYZ9',
      ALGOLIA_SEARCH_KEY: 'search0123456789abcdef',
      ALGOLIA_ADMIN_KEY: 'admin0123456789abcdef',
    }
    expect(parseEnv({ ...algolia, ALGOLIA_HOSTS: 'http://127.0.0.1:3301' }).ALGOLIA_HOSTS).toEqual([
      'http://127.0.0.1:3301',
    ])
    expect(() => parseEnv({ ALGOLIA_APP_ID: algolia.ALGOLIA_APP_ID })).toThrow(
      /ALGOLIA_SEARCH_KEY: must be set together with ALGOLIA_APP_ID[^\n]*\n {2}ALGOLIA_ADMIN_KEY: must be set/,
    )
    expect(() => parseEnv({ ALGOLIA_HOSTS: 'http://127.0.0.1:3301' })).toThrow(/ALGOLIA_HOSTS: only applies/)
    expect(() => parseEnv({ ...algolia, ALGOLIA_HOSTS: 'http://127.0.0.1:3301/path' })).toThrow(/ALGOLIA_HOSTS/)
  })

  it('fills defaults for a fresh clone', () => {
    const parsed = parseEnv({})
    expect(parsed.DATABASE_URL).toBe('file:./data/storefront.db')
    expect(parsed.SITE_URL).toBe('http://localhost:3000')
    expect(parsed.SHOP_CHECKOUT_ENABLED).toBe(true)
  })

  it('reads the checkout switch as a boolean and refuses anything but true or false', () => {
    expect(parseEnv({ SHOP_CHECKOUT_ENABLED: 'false' }).SHOP_CHECKOUT_ENABLED).toBe(false)
    expect(() => parseEnv({ SHOP_CHECKOUT_ENABLED: 'yes' })).toThrow(/SHOP_CHECKOUT_ENABLED/)
  })

  it('accepts a PostgreSQL URL with both shared secrets', () => {
    const secrets = { PAYLOAD_SECRET: 'a-secret-of-enough-length', PREVIEW_SECRET: 'a-preview-secret' }
    const parsed = parseEnv({ DATABASE_URL: 'postgres://u:p@localhost:5432/db', ...secrets })
    expect(parsed.DATABASE_URL).toMatch(/^postgres/)
  })

  it('refuses PostgreSQL without the secrets every instance must share, saying why', () => {
    const shared = () => parseEnv({ DATABASE_URL: 'postgresql://u:p@localhost:5432/db', PREVIEW_SECRET: 'preview-1' })
    expect(shared).toThrow(/PAYLOAD_SECRET: must be set when DATABASE_URL is PostgreSQL: every instance/)
    expect(shared).not.toThrow(/PREVIEW_SECRET/)
    expect(() => parseEnv({ DATABASE_URL: 'postgres://u:p@localhost:5432/db' })).toThrow(
      /PAYLOAD_SECRET[\s\S]*PREVIEW_SECRET/,
    )
  })

  it('leaves the secrets to be generated on SQLite', () => {
    const parsed = parseEnv({ DATABASE_URL: 'file:./data/other.db' })
    expect([parsed.PAYLOAD_SECRET, parsed.PREVIEW_SECRET]).toEqual([undefined, undefined])
  })

  it('names every bad variable in one clear message', () => {
    const bad = () => parseEnv({ DATABASE_URL: 'mysql://nope', SITE_URL: 'not a url' })
    expect(bad).toThrow(EnvError)
    expect(bad).toThrow(/DATABASE_URL: must start with file: \(SQLite\) or postgres:\/\//)
    expect(bad).toThrow(/SITE_URL/)
  })

  it('takes a newsletter forward address only with its key', () => {
    const forward = { NEWSLETTER_FORWARD_URL: 'https://mail.example/api/subscribers' }
    expect(() => parseEnv(forward)).toThrow(/NEWSLETTER_FORWARD_API_KEY: must be set together with/)
    expect(() => parseEnv({ NEWSLETTER_FORWARD_API_KEY: 'key-0123456789' })).toThrow(/NEWSLETTER_FORWARD_URL/)
    expect(() => parseEnv({ ...forward, NEWSLETTER_FORWARD_URL: 'ftp://mail.example' })).toThrow(/NEWSLETTER/)
    const both = parseEnv({ ...forward, NEWSLETTER_FORWARD_API_KEY: 'key-0123456789' })
    expect(both.NEWSLETTER_FORWARD_URL).toBe(forward.NEWSLETTER_FORWARD_URL)
  })

  it('takes a Shopify store only with its storefront token, and the store as a hostname', () => {
    const store = { SHOPIFY_STORE_DOMAIN: 'my-gallery.myshopify.com' }
    expect(() => parseEnv(store)).toThrow(/SHOPIFY_STOREFRONT_TOKEN: must be set together with/)
    expect(() => parseEnv({ SHOPIFY_STOREFRONT_TOKEN: 'token-0123456789' })).toThrow(/SHOPIFY_STORE_DOMAIN/)
    const withToken = { ...store, SHOPIFY_STOREFRONT_TOKEN: 'token-0123456789' }
    expect(() => parseEnv({ ...withToken, SHOPIFY_STORE_DOMAIN: 'https://my-gallery.myshopify.com' })).toThrow(
      /SHOPIFY_STORE_DOMAIN/,
    )
    expect(parseEnv(withToken).SHOPIFY_STORE_DOMAIN).toBe('my-gallery.myshopify.com')
  })

  it('takes Stripe keys only as a pair, each of its own kind', () => {
    const secret = { STRIPE_SECRET_KEY: 'sk_test_0123456789' }
    expect(() => parseEnv(secret)).toThrow(/STRIPE_PUBLISHABLE_KEY: must be set together with/)
    expect(() => parseEnv({ STRIPE_PUBLISHABLE_KEY: 'pk_test_0123456789' })).toThrow(/STRIPE_SECRET_KEY/)
    expect(() => parseEnv({ ...secret, STRIPE_PUBLISHABLE_KEY: 'sk_test_swapped' })).toThrow(/STRIPE_PUBLISHABLE_KEY/)
    const both = parseEnv({ ...secret, STRIPE_PUBLISHABLE_KEY: 'pk_test_0123456789' })
    expect(both.STRIPE_SECRET_KEY).toBe('sk_test_0123456789')
  })
  it('takes object storage as all five S3 variables or none, naming the missing ones', () => {
    const storage = {
      S3_BUCKET: 'gallery-media',
      S3_ENDPOINT: 'http://127.0.0.1:4569',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'access-key',
      S3_SECRET_ACCESS_KEY: 'secret-key',
    }
    const parsed = parseEnv({ ...storage, S3_FORCE_PATH_STYLE: 'true' })
    expect([parsed.S3_BUCKET, parsed.S3_FORCE_PATH_STYLE]).toEqual(['gallery-media', true])
    expect(parseEnv({}).S3_BUCKET).toBeUndefined()
    const partial = () => parseEnv({ S3_BUCKET: storage.S3_BUCKET, S3_REGION: storage.S3_REGION })
    expect(partial).toThrow(/S3_ENDPOINT: must be set for object storage, as S3_BUCKET, S3_REGION are/)
    expect(partial).toThrow(/S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/)
    expect(() => parseEnv({ ...storage, S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET: an S3 bucket name/)
  })
})
