import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { OutboxMail } from '@/lib/mail/outbox'
import { PEER_ADDRESS_HEADER } from '@/lib/rate-limit/client-address'
import { FAKE_STRIPE_SECRET_KEY, type FakeStripe } from '@/lib/shop/stripe/testing/fake-stripe'
import { createTestArtwork } from './catalog-fixtures'
import { startCms, stopCms } from './cms-instance'
import { switchOffFakeStripe, switchOnFakeStripe } from './fake-stripe-env'
import { buyer, workLine } from './shop-orders.suite'

// Read with the rest of the environment when the suite's CMS starts, after this module is imported.
const outbox = mkdtempSync(path.join(tmpdir(), 'gallery-outbox-'))
process.env.MAIL_OUTBOX_DIR = outbox

const GALLERY = 'orders-desk@example.test'
const WEBHOOK_SECRET = 'whsec_test_fake_notices_0123'

type Handler = (request: Request, context?: unknown) => Promise<Response>
type Placed = { order: { number: string; total: number }; redirectUrl: string }

function galleryMail(subject: string): Promise<OutboxMail> {
  return vi.waitFor(
    () => {
      const mails = existsSync(outbox)
        ? readdirSync(outbox).map((name) => JSON.parse(readFileSync(path.join(outbox, name), 'utf8')) as OutboxMail)
        : []
      const mail = mails.find((candidate) => candidate.to.includes(GALLERY) && candidate.subject.startsWith(subject))
      if (!mail) throw new Error(`no mail to the gallery starting “${subject}” yet`)
      return mail
    },
    { timeout: 10_000 },
  )
}

/**
 * The gallery hears of every order (issue 28): placed by either payment path, paid by card through Stripe's
 * webhook, a gift card bought, and cancelled by the buyer, by staff or by a hold running out; each mail to the
 * settings' contact address with the works, the buyer, the total and a link to the order in the admin.
 */
export function galleryNoticesSuite(databaseUrl: () => string) {
  describe('the gallery’s notice of each order', () => {
    let payload: Payload
    let supportEmailBefore: string | null = null
    let fake: FakeStripe
    let site: string
    let adminOrders: string
    let placeRoute: Handler
    let cancelRoute: Handler
    let webhookRoute: Handler
    let placeOrder: typeof import('@/lib/shop/orders/place-order').placeOrder
    let changeOrderStatus: typeof import('@/lib/shop/orders/order-status').changeOrderStatus
    let expireHold: typeof import('@/lib/shop/orders/order-status').expireHold
    let calls = 0

    beforeAll(async () => {
      fake = await switchOnFakeStripe(WEBHOOK_SECRET)
      payload = await startCms(databaseUrl())
      const [place, cancel, webhook, { env }] = await Promise.all([
        import('@/app/api/shop/orders/route'),
        import('@/app/api/shop/orders/[number]/cancel/route'),
        import('@/app/api/shop/stripe/webhook/route'),
        import('@/lib/env'),
      ])
      placeRoute = place.POST
      cancelRoute = cancel.POST as Handler
      webhookRoute = webhook.POST
      ;({ placeOrder } = await import('@/lib/shop/orders/place-order'))
      ;({ changeOrderStatus, expireHold } = await import('@/lib/shop/orders/order-status'))
      site = new URL(env().SITE_URL).origin
      adminOrders = `${site}/admin/collections/orders/`
      supportEmailBefore = (await payload.findGlobal({ slug: 'settings', depth: 0 })).contact?.supportEmail ?? null
      await payload.updateGlobal({ slug: 'settings', data: { contact: { supportEmail: GALLERY } } })
    })

    afterAll(async () => {
      // Test files share a PostgreSQL database in a run: the next one finds the settings as they were.
      await payload.updateGlobal({ slug: 'settings', data: { contact: { supportEmail: supportEmailBefore } } })
      await switchOffFakeStripe(fake)
      await stopCms(payload, databaseUrl())
    })

    const post = (pathname: string, body: unknown) =>
      new Request(`${site}${pathname}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: site,
          [PEER_ADDRESS_HEADER]: `198.51.100.${++calls}`,
        },
        body: JSON.stringify(body),
      })

    async function buyGiftCard(email: string): Promise<Placed> {
      const giftCard = { amount: 250, recipientName: 'Rosa Vance', recipientEmail: 'rosa@example.test' }
      const details = { email, name: 'Ada <Buyer>' }
      const response = await placeRoute(post('/api/shop/orders', { details, giftCard }))
      expect(response.status, await response.clone().text()).toBe(201)
      return (await response.json()) as Placed
    }

    async function orderId(number: string): Promise<number> {
      const { docs } = await payload.find({ collection: 'orders', where: { number: { equals: number } }, depth: 0 })
      return docs[0]!.id
    }

    const sessionOf = (placed: Placed) => placed.redirectUrl.split('/').pop()!

    function paidEvent(sessionId: string): Request {
      const body = JSON.stringify({
        id: `evt_test_${sessionId}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: fake.session(sessionId) },
      })
      const secret = WEBHOOK_SECRET
      const signature = new Stripe(FAKE_STRIPE_SECRET_KEY).webhooks.generateTestHeaderString({ payload: body, secret })
      return new Request(`${site}/api/shop/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
      })
    }

    it('hears of a request to purchase, with the works, the buyer, the total and the order in the admin', async () => {
      const work = await createTestArtwork(payload, { title: 'Harbour & Dusk', medium: 'painting', prices: [1200] })
      const details = { ...buyer('request'), phone: '+1 503 555 0100' }
      const placed = await placeOrder(payload, { lines: [workLine(work)], details, paymentMethod: 'request' })
      if (!placed.ok) throw new Error(placed.error)
      const mail = await galleryMail(`New request to purchase ${placed.order.number}`)
      expect(mail.subject).toBe(
        `New request to purchase ${placed.order.number}: Buyer request, $1,200.00 · Northlight Gallery`,
      )
      const link = `${adminOrders}${placed.order.id}`
      expect(mail.text).toContain('Buyer: Buyer request <buyer-request@example.test>, +1 503 555 0100')
      expect(mail.text).toContain('Harbour & Dusk (Unframed): $1,200.00')
      expect(mail.text).toContain('Total: $1,200.00')
      expect(mail.text).toContain(`Open the order in the admin: ${link}`)
      expect(mail.html).toContain('Harbour &amp; Dusk (Unframed): $1,200.00')
      expect(mail.html).toContain(`<a href="${link}">`)

      expect(await changeOrderStatus(payload, placed.order.id, 'cancelled')).toMatchObject({ ok: true })
      const cancelled = await galleryMail(`Order ${placed.order.number} is cancelled`)
      expect(cancelled.text).toContain('Harbour & Dusk (Unframed): $1,200.00')
      expect(cancelled.text).toContain(link)
    })

    it('hears of a gift card bought by card when it is placed and again when Stripe’s webhook says it is paid', async () => {
      const placed = await buyGiftCard('gift-buyer@example.test')
      const { number } = placed.order
      const link = `${adminOrders}${await orderId(number)}`
      const notice = await galleryMail(`New card order ${number}`)
      expect(notice.text).toContain('Buyer: Ada <Buyer> <gift-buyer@example.test>')
      expect(notice.text).toContain('$250 gift card for Rosa Vance <rosa@example.test>: $250.00')
      expect(notice.text).toContain('Total: $250.00')
      expect(notice.text).toContain(link)
      expect(notice.html).toContain('Ada &lt;Buyer&gt;')
      expect(notice.html).not.toContain('<Buyer>')

      await fetch(placed.redirectUrl, { method: 'POST', redirect: 'manual' })
      expect((await webhookRoute(paidEvent(sessionOf(placed)))).status).toBe(200)
      const paid = await galleryMail(`Order ${number} is paid`)
      expect(paid.subject).toBe(`Order ${number} is paid: Ada <Buyer>, $250.00 · Northlight Gallery`)
      expect(paid.text).toContain('$250 gift card for Rosa Vance')
      expect(paid.text).toContain(link)
    })

    it('hears of a card order the buyer turned back from on Stripe’s page, and of one whose hold ran out', async () => {
      const turnedBack = await buyGiftCard('turned-back@example.test')
      const { number } = turnedBack.order
      const answer = await cancelRoute(
        post(`/api/shop/orders/${number}/cancel`, { sessionId: sessionOf(turnedBack) }),
        {
          params: Promise.resolve({ number }),
        },
      )
      expect(answer.status).toBe(200)
      expect((await galleryMail(`Order ${number} is cancelled`)).text).toContain('Total: $250.00')

      const work = await createTestArtwork(payload, { title: 'Tide Table', medium: 'painting', prices: [275] })
      const held = await placeOrder(payload, {
        lines: [workLine(work)],
        details: buyer('held'),
        paymentMethod: 'stripe',
      })
      if (!held.ok) throw new Error(held.error)
      expect(await expireHold(payload, held.order.id, new Date(Date.now() + 86_400_000))).toBe(true)
      const expired = await galleryMail(`Order ${held.order.number} is cancelled`)
      expect(expired.text).toContain('Tide Table (Unframed): $275.00')
    })

    it('places the order when the gallery’s mail cannot be sent, and logs why', async () => {
      const work = await createTestArtwork(payload, { title: 'Quiet Pier', medium: 'painting', prices: [400] })
      const { log } = await import('@/lib/log')
      const logged = vi.spyOn(log, 'error')
      const sendEmail = vi.spyOn(payload, 'sendEmail').mockRejectedValue(new Error('SMTP refused the connection'))
      try {
        const placed = await placeOrder(payload, {
          lines: [workLine(work)],
          details: buyer('no-mail'),
          paymentMethod: 'request',
        })
        expect(placed).toMatchObject({ ok: true })
        expect(logged).toHaveBeenCalledWith(
          expect.objectContaining({ event: 'placed' }),
          'shop: the gallery was not told of an order',
        )
      } finally {
        sendEmail.mockRestore()
        logged.mockRestore()
      }
    })
  })
}
