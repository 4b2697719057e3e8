import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import Stripe from 'stripe'
import { PEER_ADDRESS_HEADER } from '@/lib/rate-limit/client-address'
import { FAKE_STRIPE_SECRET_KEY, type FakeStripe } from '@/lib/shop/stripe/testing/fake-stripe'
import { startCms, stopCms } from './cms-instance'
import { switchOffFakeStripe, switchOnFakeStripe } from './fake-stripe-env'

type Handler = (request: Request, context?: unknown) => Promise<Response>
type Placed = { order: { number: string; total: number; status: string }; redirectUrl: string }

// Each call from its own address: these tests place far more orders than one buyer's rate allows.
let calls = 0
const nextAddress = () => `198.51.${100 + Math.floor(calls / 250)}.${(calls++ % 250) + 1}`

const WEBHOOK_SECRET = 'whsec_test_fake_0123456789'
const DETAILS = { email: 'card-buyer@example.test', name: 'Ada Buyer' }
// And each with an email of its own: one buyer may have only 3 unpaid orders at once.
let buyers = 0
const nextBuyer = () => ({ ...DETAILS, email: `card-buyer-${++buyers}@example.test` })
const giftCard = (amount: number) => ({ amount, recipientName: 'Rosa', recipientEmail: 'rosa@example.test' })

/**
 * Card payment end to end through the routes, with Stripe played by a local fake of its HTTP API: the
 * session opened for the order, settled once, refused when it does not pay for this very order.
 */
export function checkoutStripeSuite(databaseUrl: () => string) {
  let payload: Payload
  let fake: FakeStripe
  let placeRoute: Handler
  let confirmRoute: Handler
  let webhookRoute: Handler
  let cancelRoute: Handler
  let site: string

  beforeAll(async () => {
    fake = await switchOnFakeStripe(WEBHOOK_SECRET)
    payload = await startCms(databaseUrl())
    const [place, confirm, cancel, webhook, { env }] = await Promise.all([
      import('@/app/api/shop/orders/route'),
      import('@/app/api/shop/orders/[number]/confirm/route'),
      import('@/app/api/shop/orders/[number]/cancel/route'),
      import('@/app/api/shop/stripe/webhook/route'),
      import('@/lib/env'),
    ])
    webhookRoute = webhook.POST
    placeRoute = place.POST
    confirmRoute = confirm.POST as Handler
    cancelRoute = cancel.POST as Handler
    site = new URL(env().SITE_URL).origin
  })

  afterAll(async () => {
    await switchOffFakeStripe(fake)
    await stopCms(payload, databaseUrl())
  })

  const post = (path: string, body: unknown) =>
    new Request(`${site}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site, [PEER_ADDRESS_HEADER]: nextAddress() },
      body: JSON.stringify(body),
    })

  async function placeGiftCardOrder(amount = 100): Promise<Placed> {
    const response = await placeRoute(post('/api/shop/orders', { details: nextBuyer(), giftCard: giftCard(amount) }))
    expect(response.status, await response.clone().text()).toBe(201)
    return (await response.json()) as Placed
  }

  const confirm = (number: string, sessionId: string) =>
    confirmRoute(post(`/api/shop/orders/${number}/confirm`, { sessionId }), { params: Promise.resolve({ number }) })

  const cancel = (number: string, sessionId: string) =>
    cancelRoute(post(`/api/shop/orders/${number}/cancel`, { sessionId }), { params: Promise.resolve({ number }) })

  const sessionOf = (placed: Placed) => placed.redirectUrl.split('/').pop()!

  async function orderRow(number: string) {
    const { docs } = await payload.find({ collection: 'orders', where: { number: { equals: number } }, depth: 0 })
    return docs[0]!
  }

  /** The hosted page's Pay button: Stripe sends the buyer back to the confirmation with the session id. */
  async function payOnStripe(placed: Placed) {
    const paid = await fetch(placed.redirectUrl, { method: 'POST', redirect: 'manual' })
    return new URL(paid.headers.get('location')!)
  }

  describe('card payment through Stripe Checkout (a fake of Stripe’s HTTP API)', () => {
    it('opens a session for the order total naming the order, and leaves the order pending until paid', async () => {
      const placed = await placeGiftCardOrder(250)
      expect(placed.redirectUrl.startsWith(`${fake.origin}/pay/cs_test_`)).toBe(true)
      const row = await orderRow(placed.order.number)
      expect(row).toMatchObject({ paymentMethod: 'stripe', status: 'pending', total: 25_000 })
      expect(fake.session(sessionOf(placed))).toMatchObject({
        amount_total: 25_000,
        currency: 'usd',
        metadata: { orderId: String(row.id), orderNumber: placed.order.number },
        customer_email: expect.stringMatching(/^card-buyer-\d+@example\.test$/),
      })
      const unpaid = await confirm(placed.order.number, sessionOf(placed))
      expect(unpaid.status).toBe(402)
      expect((await orderRow(placed.order.number)).status).toBe('pending')
    })

    it('settles once: the return and a retry at the same moment pay the order and issue one gift card', async () => {
      const placed = await placeGiftCardOrder()
      const back = await payOnStripe(placed)
      expect(back.pathname).toBe('/checkout/confirmation')
      expect(back.searchParams.get('order')).toBe(placed.order.number)
      const sessionId = back.searchParams.get('session_id')!
      const answers = await Promise.all([
        confirm(placed.order.number, sessionId),
        confirm(placed.order.number, sessionId),
      ])
      expect(answers.map((answer) => answer.status)).toEqual([200, 200])
      const row = await orderRow(placed.order.number)
      expect(row.status).toBe('paid')
      const issued = await payload.count({ collection: 'gift-cards', where: { order: { equals: row.id } } })
      expect(issued.totalDocs).toBe(1)
      expect((await confirm(placed.order.number, sessionId)).status).toBe(200)
    })

    it('refuses a paid session whose amount or currency differs from the order', async () => {
      const placed = await placeGiftCardOrder()
      await payOnStripe(placed)
      fake.alter(sessionOf(placed), { amount_total: 100 })
      const short = await confirm(placed.order.number, sessionOf(placed))
      expect(short.status).toBe(422)
      expect(await short.json()).toMatchObject({ error: expect.stringMatching(/amount/) })
      fake.alter(sessionOf(placed), { amount_total: 10_000, currency: 'eur' })
      expect((await confirm(placed.order.number, sessionOf(placed))).status).toBe(422)
      expect((await orderRow(placed.order.number)).status).toBe('pending')
    })

    it('refuses another order’s paid session, an unknown session and a malformed id', async () => {
      const [mine, theirs] = [await placeGiftCardOrder(), await placeGiftCardOrder()]
      await payOnStripe(theirs)
      expect((await confirm(mine.order.number, sessionOf(theirs))).status).toBe(422)
      expect((await orderRow(mine.order.number)).status).toBe('pending')
      expect((await confirm(mine.order.number, 'cs_test_000000000000')).status).toBe(422)
      expect((await confirm(mine.order.number, 'not-a-session')).status).toBe(400)
      expect((await confirm('../../admin', sessionOf(mine))).status).toBe(404)
    })

    /** Stripe's event for a paid session, signed with `secret` as Stripe signs what it posts. */
    function signedEvent(sessionId: string, secret = WEBHOOK_SECRET, type = 'checkout.session.completed') {
      const body = JSON.stringify({
        id: 'evt_test_1',
        object: 'event',
        type,
        data: { object: fake.session(sessionId) },
      })
      const signature = new Stripe(FAKE_STRIPE_SECRET_KEY).webhooks.generateTestHeaderString({ payload: body, secret })
      return new Request(`${site}/api/shop/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
      })
    }

    it('settles a paid order from the webhook when the buyer never comes back, and refuses an unsigned event', async () => {
      const placed = await placeGiftCardOrder()
      await payOnStripe(placed)
      const forged = await webhookRoute(signedEvent(sessionOf(placed), 'whsec_someone_else'))
      expect(forged.status).toBe(400)
      expect((await orderRow(placed.order.number)).status).toBe('pending')
      expect((await webhookRoute(signedEvent(sessionOf(placed)))).status).toBe(200)
      expect((await orderRow(placed.order.number)).status).toBe('paid')
      expect((await confirm(placed.order.number, sessionOf(placed))).status).toBe(200)
    })

    it('a buyer who turns back cancels the unpaid order: the session expires and the order is cancelled', async () => {
      const placed = await placeGiftCardOrder()
      const answers = [await cancel(placed.order.number, sessionOf(placed))]
      answers.push(await cancel(placed.order.number, sessionOf(placed)))
      expect(answers.map((answer) => answer.status)).toEqual([200, 200])
      expect((await orderRow(placed.order.number)).status).toBe('cancelled')
      expect(fake.session(sessionOf(placed))?.status).toBe('expired')
      expect((await fetch(placed.redirectUrl, { method: 'POST', redirect: 'manual' })).status).toBe(410)
    })

    it('keeps an order that was paid first, and refuses another order’s session', async () => {
      const [paid, other] = [await placeGiftCardOrder(), await placeGiftCardOrder()]
      await payOnStripe(paid)
      expect((await cancel(paid.order.number, sessionOf(paid))).status).toBe(409)
      expect((await confirm(paid.order.number, sessionOf(paid))).status).toBe(200)
      expect((await cancel(other.order.number, sessionOf(paid))).status).toBe(422)
      expect((await orderRow(other.order.number)).status).toBe('pending')
    })

    it('releases the order of a session Stripe expired, from the webhook', async () => {
      const placed = await placeGiftCardOrder()
      fake.alter(sessionOf(placed), { status: 'expired', url: null })
      const expired = signedEvent(sessionOf(placed), WEBHOOK_SECRET, 'checkout.session.expired')
      expect((await webhookRoute(expired)).status).toBe(200)
      expect((await orderRow(placed.order.number)).status).toBe('cancelled')
    })
  })
}
