import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCheckoutSession } from './checkout-session'
import { createStripeClient } from './client'
import { FAKE_STRIPE_SECRET_KEY, startFakeStripe, type FakeStripe } from './testing/fake-stripe'

const ORDER = { id: 41, number: 'NL-1041', total: 125_000, currency: 'USD', email: 'buyer@example.test' }
const SITE = 'https://gallery.example'
const RETURN = { siteUrl: SITE, confirmationPath: '/checkout/confirmation?order=NL-1041&key=k' }

let fake: FakeStripe

beforeAll(async () => {
  fake = await startFakeStripe()
})
afterAll(() => fake.close())

describe('createCheckoutSession against a fake of Stripe’s API', () => {
  it('asks for the order total in cents, names the order and comes back to the confirmation', async () => {
    const stripe = createStripeClient(FAKE_STRIPE_SECRET_KEY, fake.origin)
    const now = Date.UTC(2026, 10, 26, 9, 0, 0)
    const opened = await createCheckoutSession(stripe, ORDER, RETURN, now)
    expect(opened.url).toBe(`${fake.origin}/pay/${opened.id}`)
    const sent = fake.requests.at(-1)!
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' })
    expect(sent.idempotencyKey).toBe('checkout-session-41-NL-1041')
    expect(sent.body).toMatchObject({
      mode: 'payment',
      customer_email: ORDER.email,
      metadata: { orderId: '41', orderNumber: 'NL-1041' },
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '125000' } }],
      success_url: `${SITE}/checkout/confirmation?order=NL-1041&key=k&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE}/checkout?cancelled=NL-1041`,
      expires_at: String(now / 1000 + 30 * 60),
    })
    expect(fake.session(opened.id)).toMatchObject({ amount_total: 125_000, payment_status: 'unpaid' })
  })

  it('reads the session back paid once the hosted page has been paid', async () => {
    const stripe = createStripeClient(FAKE_STRIPE_SECRET_KEY, fake.origin)
    const toOrder = { siteUrl: SITE, confirmationPath: '/checkout/confirmation?order=NL-1042&key=k2' }
    const opened = await createCheckoutSession(stripe, { ...ORDER, id: 42, number: 'NL-1042' }, toOrder)
    const payment = await fetch(opened.url, { method: 'POST', redirect: 'manual' })
    expect(payment.status).toBe(303)
    expect(payment.headers.get('location')).toBe(
      `${SITE}/checkout/confirmation?order=NL-1042&key=k2&session_id=${opened.id}`,
    )
    const read = await stripe.checkout.sessions.retrieve(opened.id)
    expect(read).toMatchObject({ payment_status: 'paid', amount_total: 125_000, metadata: { orderId: '42' } })
  })

  it('fails loudly with a wrong key, as Stripe does', async () => {
    const stripe = createStripeClient('sk_test_wrong_key', fake.origin)
    await expect(createCheckoutSession(stripe, ORDER, RETURN)).rejects.toThrow(/Invalid API Key/)
  })
})
