import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { PEER_ADDRESS_HEADER } from '@/lib/rate-limit/client-address'

type Handler = (request: Request) => Promise<Response>
type SignUpOptions = { origin?: string | null; address?: string; contentType?: string }

const STAFF = { email: 'list-keeper@example.test', password: 'list-keeper-password-1' }
const PATRON = { email: 'list-patron@example.test', password: 'list-patron-password-1' }

/**
 * POST /api/newsletter and the staff's CSV export through their own route handlers, every status code
 * they answer, on whichever database the CMS runs. Each group signs up from its own address, so one
 * group's requests never count against another's rate limit.
 */
export function newsletterSuite(cms: () => Payload) {
  let signUpRoute: Handler
  let exportRoute: Handler
  let site: string
  let newsletterLimit: number

  beforeAll(async () => {
    const [route, exportCsv, { env }, { effectiveLimits }] = await Promise.all([
      import('@/app/api/newsletter/route'),
      import('@/app/api/newsletter/export.csv/route'),
      import('@/lib/env'),
      import('@/lib/rate-limit/rules'),
    ])
    signUpRoute = route.POST
    exportRoute = exportCsv.GET
    site = new URL(env().SITE_URL).origin
    newsletterLimit = effectiveLimits(env().RATE_LIMITS).newsletter.points
  })

  function signUp(body: unknown, { origin = site, address = '198.51.100.60', contentType }: SignUpOptions = {}) {
    const headers: Record<string, string> = {
      'content-type': contentType ?? 'application/json',
      [PEER_ADDRESS_HEADER]: address,
      ...(origin === null ? {} : { origin }),
    }
    const text = typeof body === 'string' ? body : JSON.stringify(body)
    return signUpRoute(new Request(`${site}/api/newsletter`, { method: 'POST', headers, body: text }))
  }

  const rowsFor = async (email: string) =>
    (await cms().count({ collection: 'newsletter-subscribers', where: { email: { equals: email } } })).totalDocs

  async function errorOf(response: Response) {
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    return Reflect.get(Object(await response.json()), 'error') as unknown
  }

  describe('newsletter sign-up', () => {
    it('answers 201 and stores the address trimmed and in lower case', async () => {
      const response = await signUp({ email: '  Ada.Lowe@Example.COM ' })
      expect(response.status).toBe(201)
      expect(await response.json()).toEqual({ subscribed: true })
      expect(await rowsFor('ada.lowe@example.com')).toBe(1)
    })

    it('answers 201 to a repeat, however typed, and stores nothing twice', async () => {
      for (const email of ['repeat@example.com', 'repeat@example.com', 'REPEAT@example.com']) {
        expect((await signUp({ email }, { address: '198.51.100.61' })).status).toBe(201)
      }
      expect(await rowsFor('repeat@example.com')).toBe(1)
    })

    it('stores one row for 20 identical sign-ups at once, every one answered 201', async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          signUp({ email: 'at-once@example.com' }, { address: `198.51.100.${100 + n}` }),
        ),
      )
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201))
      expect(await rowsFor('at-once@example.com')).toBe(1)
    })

    it('lets exactly one of 20 racing inserts add the row; the unique index refuses the rest, answered as stored', async () => {
      const { storeSubscriber } = await import('@/lib/newsletter/subscribers')
      const stored = await Promise.all(Array.from({ length: 20 }, () => storeSubscriber(cms(), 'race@example.com')))
      expect(stored.filter((subscriber) => subscriber.added)).toHaveLength(1)
      expect(new Set(stored.map((subscriber) => subscriber.id)).size).toBe(1)
      expect(await rowsFor('race@example.com')).toBe(1)
    })

    it.each([
      ['malformed JSON', '{"email":'],
      ['an empty body', ''],
      ['no email', {}],
      ['an invalid email', { email: 'ada@example' }],
      ['an email that is not a string', { email: ['ada@example.com'] }],
      ['an email longer than 254 characters', { email: `${'a'.repeat(250)}@example.com` }],
      ['a body that is not an object', ['ada@example.com']],
    ])('answers 400 JSON to %s', async (_, body) => {
      const response = await signUp(body, { address: '198.51.100.62' })
      expect(response.status).toBe(400)
      expect(await errorOf(response)).toMatch(/\S/)
    })

    it('answers 413 JSON to a body too large to be a sign-up', async () => {
      const response = await signUp(
        { email: 'big@example.com', pad: 'x'.repeat(300_000) },
        { address: '198.51.100.63' },
      )
      expect(response.status).toBe(413)
      expect(await errorOf(response)).toMatch(/too large/)
    })

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
      'answers 415 JSON to a %s body',
      async (contentType) => {
        const response = await signUp({ email: 'typed@example.com' }, { address: '198.51.100.64', contentType })
        expect(response.status).toBe(415)
        expect(await errorOf(response)).toMatch(/application\/json/)
        expect(await rowsFor('typed@example.com')).toBe(0)
      },
    )

    it('answers 403 JSON to a page of another site, and takes a request that names no page', async () => {
      const crossSite = await signUp(
        { email: 'csrf@example.com' },
        { origin: 'https://evil.example', address: '198.51.100.65' },
      )
      expect(crossSite.status).toBe(403)
      expect(await errorOf(crossSite)).toMatch(/this site/)
      expect(await rowsFor('csrf@example.com')).toBe(0)
      expect(
        (await signUp({ email: 'no-origin@example.com' }, { origin: null, address: '198.51.100.65' })).status,
      ).toBe(201)
    })

    it('answers 429 JSON with Retry-After to a flood from one address, and serves other addresses', async () => {
      const flood = await Promise.all(
        Array.from({ length: newsletterLimit + 1 }, () =>
          signUp({ email: 'not-an-email' }, { address: '198.51.100.66' }),
        ),
      )
      const statuses = flood.map((answer) => answer.status)
      expect(statuses.filter((status) => status === 429)).toHaveLength(1)
      expect(statuses.filter((status) => status === 400)).toHaveLength(newsletterLimit)
      const refused = flood.find((answer) => answer.status === 429)
      expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      expect(await errorOf(refused as Response)).toMatch(/Too many requests/)
      expect((await signUp({ email: 'neighbour@example.com' }, { address: '198.51.100.67' })).status).toBe(201)
    })
  })

  describe('newsletter export', () => {
    let staffToken: string
    let patronToken: string

    beforeAll(async () => {
      const payload = cms()
      await payload.create({ collection: 'users', data: { ...STAFF, role: 'editor' } })
      await payload.create({ collection: 'customers', data: PATRON })
      staffToken = (await payload.login({ collection: 'users', data: STAFF })).token ?? ''
      patronToken = (await payload.login({ collection: 'customers', data: PATRON })).token ?? ''
      // Staff may add an address by hand; one a spreadsheet would run as a formula must come out inert.
      await payload.create({ collection: 'newsletter-subscribers', data: { email: '-formula@example.com' } })
    })

    const exportAs = (token?: string) =>
      exportRoute(
        new Request(`${site}/api/newsletter/export.csv`, {
          headers: token ? { authorization: `JWT ${token}` } : {},
        }),
      )

    it('answers 401 JSON to a visitor and 403 JSON to a customer', async () => {
      const visitor = await exportAs()
      expect(visitor.status).toBe(401)
      expect(await errorOf(visitor)).toMatch(/Sign in/)
      const patron = await exportAs(patronToken)
      expect(patron.status).toBe(403)
      expect(await errorOf(patron)).toMatch(/staff/)
    })

    it('gives staff every subscriber as CSV with a header row, formulas defused', async () => {
      const response = await exportAs(staffToken)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-subscribers-/)
      const lines = (await response.text()).split('\r\n')
      expect(lines[0]).toBe('email,subscribed_at')
      const emails = lines.slice(1, -1).map((line) => line.split(',')[0])
      const { totalDocs } = await cms().count({ collection: 'newsletter-subscribers' })
      expect(emails).toHaveLength(totalDocs)
      expect(emails).toContain('ada.lowe@example.com')
      expect(emails).toContain("'-formula@example.com")
      expect(lines.at(-1)).toBe('')
    })

    it('reads page after page without repeating or missing anyone', async () => {
      const payload = cms()
      const { subscribersCsv } = await import('@/lib/newsletter/export')
      const user = (await payload.find({ collection: 'users', where: { email: { equals: STAFF.email } } })).docs[0]
      if (!user) throw new Error('the staff account is missing')
      const staff = { ...user, collection: 'users' as const }
      expect(await subscribersCsv(payload, staff, 2)).toBe(await subscribersCsv(payload, staff))
    })
  })
}
