import type { Payload, SendEmailOptions } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { PEER_ADDRESS_HEADER } from '@/lib/rate-limit/client-address'
import type { Artwork } from '@/payload-types'
import { createTestArtwork } from './catalog-fixtures'
import { startCms, stopCms } from './cms-instance'

type Handler = (request: Request) => Promise<Response>

const GALLERY = 'enquiries-desk@example.test'
const visitor = (email: string, more: Record<string, unknown> = {}) => ({
  name: 'Ada Lowe',
  email,
  message: 'Is <b>this</b> still available?',
  ...more,
})

/**
 * An enquiry is stored for the staff and mailed to the gallery, through the store function and through
 * POST /api/shop/enquiries, on whichever database the URL names. Mail is caught at payload.sendEmail.
 */
export function shopEnquiriesSuite(databaseUrl: () => string) {
  let payload: Payload
  let url: string
  let route: Handler
  let site: string
  let receive: typeof import('@/lib/shop/enquiries/receive-enquiry').receiveEnquiry
  let parse: typeof import('@/lib/shop/enquiries/enquiry-request').enquiryRequest.parse
  let published: Artwork
  let draft: Artwork
  const sent: SendEmailOptions[] = []

  beforeAll(async () => {
    url = databaseUrl()
    payload = await startCms(url)
    const [routeModule, receiveModule, requestModule, { env }] = await Promise.all([
      import('@/app/api/shop/enquiries/route'),
      import('@/lib/shop/enquiries/receive-enquiry'),
      import('@/lib/shop/enquiries/enquiry-request'),
      import('@/lib/env'),
    ])
    route = routeModule.POST
    receive = receiveModule.receiveEnquiry
    parse = (body) => requestModule.enquiryRequest.parse(body)
    site = new URL(env().SITE_URL).origin
    vi.spyOn(payload, 'sendEmail').mockImplementation(async (message: SendEmailOptions) => {
      sent.push(message)
    })
    published = await createTestArtwork(payload, { title: 'Estuary in November', medium: 'painting', prices: [2400] })
    draft = await createTestArtwork(payload, {
      title: 'Unfinished Harbour',
      medium: 'painting',
      prices: [900],
      status: 'draft',
    })
  })

  afterAll(async () => {
    vi.restoreAllMocks()
    await stopCms(payload, url)
  })

  const storedFor = async (email: string) =>
    (await payload.find({ collection: 'enquiries', where: { email: { equals: email } }, depth: 0 })).docs
  const mailsFrom = (email: string) => sent.filter((mail) => mail.replyTo === email)

  function post(
    body: unknown,
    { address = '198.51.100.80', origin = site as string | null, contentType = 'application/json' } = {},
  ) {
    const headers: Record<string, string> = {
      'content-type': contentType,
      [PEER_ADDRESS_HEADER]: address,
      ...(origin === null ? {} : { origin }),
    }
    const text = typeof body === 'string' ? body : JSON.stringify(body)
    return route(new Request(`${site}/api/shop/enquiries`, { method: 'POST', headers, body: text }))
  }

  describe('receiveEnquiry', () => {
    it('stores the enquiry about a published work and mails the gallery its title, link and the words, as text', async () => {
      const receipt = await receive(payload, parse({ ...visitor('ada@example.test'), artwork: published.id }), {
        to: GALLERY,
      })
      expect(receipt.stored).toBe(true)
      const [stored] = await storedFor('ada@example.test')
      expect(stored).toMatchObject({ artwork: published.id, name: 'Ada Lowe', handled: false })
      expect(stored?.message).toBe('Is <b>this</b> still available?')
      const [mail] = mailsFrom('ada@example.test')
      expect(mail).toMatchObject({ to: GALLERY, subject: 'Enquiry about Estuary in November' })
      expect(mail?.html).toBeUndefined()
      expect(mail?.text).toContain(`Link: ${site}/products/${published.handle}`)
      expect(mail?.text).toContain('Name: Ada Lowe\nEmail: ada@example.test')
      expect(mail?.text).toContain('Is <b>this</b> still available?')
    })

    it('keeps an enquiry about a draft or unknown work, without the work', async () => {
      await receive(payload, parse({ ...visitor('draft@example.test'), artwork: draft.id }), { to: GALLERY })
      await receive(payload, parse({ ...visitor('draft@example.test'), artwork: 987_654 }), { to: GALLERY })
      const stored = await storedFor('draft@example.test')
      expect(stored.map((enquiry) => enquiry.artwork ?? null)).toEqual([null, null])
      expect(mailsFrom('draft@example.test').map((mail) => mail.text)).toEqual([
        expect.stringContaining('About: no work in particular'),
        expect.stringContaining('About: no work in particular'),
      ])
      expect(mailsFrom('draft@example.test')[0]?.text).not.toContain('Unfinished Harbour')
    })

    it('neither stores nor mails an enquiry whose honeypot is filled', async () => {
      const body = { ...visitor('script@example.test'), artwork: published.id, website: 'https://spam.example' }
      expect(await receive(payload, parse(body), { to: GALLERY })).toEqual({ stored: false, reason: 'honeypot' })
      expect(await storedFor('script@example.test')).toEqual([])
      expect(mailsFrom('script@example.test')).toEqual([])
    })
  })

  describe('POST /api/shop/enquiries', () => {
    it('answers 201 and mails the settings’ support address, else SUPPORT_EMAIL', async () => {
      const { env } = await import('@/lib/env')
      // Test files share a PostgreSQL database in a run: another may have set the settings' address.
      const before = (await payload.findGlobal({ slug: 'settings', depth: 0 })).contact?.supportEmail ?? null
      const first = await post(
        { ...visitor('route@example.test'), artwork: published.id },
        { address: '198.51.100.81' },
      )
      expect(first.status).toBe(201)
      expect(await first.json()).toEqual({ received: true })
      await payload.updateGlobal({ slug: 'settings', data: { contact: { supportEmail: 'desk@gallery.example' } } })
      try {
        expect((await post(visitor('route@example.test'), { address: '198.51.100.81' })).status).toBe(201)
      } finally {
        await payload.updateGlobal({ slug: 'settings', data: { contact: { supportEmail: before } } })
      }
      expect(mailsFrom('route@example.test').map((mail) => mail.to)).toEqual([
        before || env().SUPPORT_EMAIL,
        'desk@gallery.example',
      ])
      expect(await storedFor('route@example.test')).toHaveLength(2)
    })

    it('answers a filled honeypot 201, as if stored', async () => {
      const response = await post({ ...visitor('bot@example.test'), website: 'x' }, { address: '198.51.100.82' })
      expect(response.status).toBe(201)
      expect(await response.json()).toEqual({ received: true })
      expect(await storedFor('bot@example.test')).toEqual([])
    })

    it.each([
      ['no name', visitor('bad@example.test', { name: ' ' }), 'Invalid enquiry: Enter your name'],
      ['a bad address', visitor('not-an-address'), 'Invalid enquiry: Please enter valid email'],
      [
        'a string for the work',
        visitor('bad@example.test', { artwork: '12' }),
        'Invalid enquiry: artwork must be the id of a work',
      ],
      ['no body', '', 'Invalid enquiry: expected an object: { "name", "email", "message" }'],
      ['broken JSON', '{"name":', 'Request body is not valid JSON'],
    ])('answers 400 for %s', async (_, body, error) => {
      const response = await post(body, { address: '198.51.100.83' })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error })
    })

    it('refuses another site’s page and a body that is not JSON', async () => {
      expect(
        (await post(visitor('x@example.test'), { address: '198.51.100.84', origin: 'https://evil.example' })).status,
      ).toBe(403)
      expect(
        (await post(visitor('x@example.test'), { address: '198.51.100.84', contentType: 'text/plain' })).status,
      ).toBe(415)
      expect(await storedFor('x@example.test')).toEqual([])
    })

    it('answers 429 once an address has sent its share', async () => {
      const { env } = await import('@/lib/env')
      const { effectiveLimits } = await import('@/lib/rate-limit/rules')
      const limit = effectiveLimits(env().RATE_LIMITS).enquiries.points
      const statuses: number[] = []
      for (let count = 0; count <= limit; count += 1)
        statuses.push((await post(visitor('eager@example.test'), { address: '198.51.100.85' })).status)
      expect(statuses).toEqual([...Array<number>(limit).fill(201), 429])
      expect(await storedFor('eager@example.test')).toHaveLength(limit)
    })
  })
}
