import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { parse } from 'qs-esm'
import { z } from 'zod'
import { readBody, serveLocally } from '@/lib/testing/local-server'

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake_0123456789'
export const FAKE_STRIPE_PUBLISHABLE_KEY = 'pk_test_fake_0123456789'

/** The fields of a Checkout Session our adapter reads or sends, as Stripe's API spells them. */
export type FakeSession = {
  id: string
  object: 'checkout.session'
  mode: 'payment'
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  amount_total: number
  currency: string
  metadata: Record<string, string>
  client_reference_id: string | null
  customer_email: string | null
  success_url: string
  cancel_url: string | null
  expires_at: number
  payment_intent: string | null
  url: string | null
  livemode: false
}

export type RecordedStripeRequest = {
  method: string
  path: string
  idempotencyKey?: string
  body: Record<string, unknown>
}

/** A local stand-in for Stripe's HTTP API (node:http): Checkout Sessions and a hosted page that "pays". */
export type FakeStripe = {
  /** Where the SDK is pointed (STRIPE_API_URL); the hosted payment pages are served here too. */
  origin: string
  requests: RecordedStripeRequest[]
  session(id: string): FakeSession | undefined
  /** Changes a session as Stripe never would on its own: a test's way to forge or tamper. */
  alter(id: string, change: Partial<FakeSession>): void
  /** What the hosted page's Pay button does: the session is paid and complete. */
  pay(id: string): FakeSession
  close(): Promise<void>
}

const sessionRequest = z.object({
  mode: z.literal('payment'),
  success_url: z.string().url(),
  cancel_url: z.string().url().optional(),
  customer_email: z.string().email().optional(),
  client_reference_id: z.string().max(200).optional(),
  metadata: z.record(z.string(), z.string()).default({}),
  expires_at: z.coerce.number().int().optional(),
  line_items: z
    .array(
      z.object({
        quantity: z.coerce.number().int().min(1),
        price_data: z.object({
          currency: z.string().regex(/^[a-z]{3}$/),
          unit_amount: z.coerce.number().int().min(1),
          product_data: z.object({ name: z.string().min(1) }),
        }),
      }),
    )
    .min(1),
})

/** Stripe's error body: `{ error: { type, message, code? } }`, which the SDK turns into its error classes. */
const stripeError = (response: ServerResponse, status: number, message: string, code?: string) =>
  sendJson(response, status, { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } })

function sendJson(response: ServerResponse, status: number, value: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value))
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`

const paymentPage = (
  session: FakeSession,
) => `<!doctype html><html lang="en"><head><title>Fake Stripe Checkout</title></head>
<body><h1>Pay ${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</h1>
<form method="post" action="/pay/${session.id}"><button type="submit">Pay</button></form></body></html>`

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>()
  const requests: RecordedStripeRequest[] = []
  let origin = ''

  function pay(id: string): FakeSession {
    const session = sessions.get(id)
    if (!session) throw new Error(`fake Stripe has no session ${id}`)
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: newId('pi'), url: null })
    return session
  }

  function createSession(body: Record<string, unknown>, response: ServerResponse) {
    const parsed = sessionRequest.safeParse(body)
    if (!parsed.success) return stripeError(response, 400, `Invalid request: ${parsed.error.issues[0]?.message}`)
    const { data } = parsed
    const id = newId('cs')
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: data.line_items.reduce((sum, line) => sum + line.quantity * line.price_data.unit_amount, 0),
      currency: data.line_items[0]!.price_data.currency,
      metadata: data.metadata,
      client_reference_id: data.client_reference_id ?? null,
      customer_email: data.customer_email ?? null,
      success_url: data.success_url,
      cancel_url: data.cancel_url ?? null,
      expires_at: data.expires_at ?? Math.floor(Date.now() / 1000) + 24 * 60 * 60,
      payment_intent: null,
      url: `${origin}/pay/${id}`,
      livemode: false,
    }
    sessions.set(id, session)
    sendJson(response, 200, session)
  }

  /** As Stripe: only an open session can be expired, and then it can never be paid. */
  function expireSession(id: string, response: ServerResponse) {
    const session = sessions.get(id)
    if (!session) return stripeError(response, 404, `No such checkout.session: '${id}'`, 'resource_missing')
    if (session.status !== 'open')
      return stripeError(response, 400, `Only Checkout Sessions with a status of open can be expired.`)
    Object.assign(session, { status: 'expired', url: null })
    sendJson(response, 200, session)
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', origin)
    const body = await readBody(request)
    const payPage = /^\/pay\/([\w]+)$/.exec(url.pathname)
    if (payPage) {
      const session = sessions.get(payPage[1]!)
      if (!session) return response.writeHead(404).end('No such payment page')
      if (request.method === 'GET')
        return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(paymentPage(session))
      if (session.status !== 'open') return response.writeHead(410).end('This payment page has expired')
      const paid = pay(session.id)
      const location = paid.success_url.replace('{CHECKOUT_SESSION_ID}', paid.id)
      return response.writeHead(303, { location }).end()
    }
    const idempotencyKey = request.headers['idempotency-key']
    const fields = request.method === 'POST' ? parse(body) : {}
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      body: fields,
    })
    if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`)
      return stripeError(response, 401, 'Invalid API Key provided')
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') return createSession(fields, response)
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname)
    if (request.method === 'POST' && expire) return expireSession(decodeURIComponent(expire[1]!), response)
    const read = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname)
    if (request.method === 'GET' && read) {
      const session = sessions.get(decodeURIComponent(read[1]!))
      if (session) return sendJson(response, 200, session)
      return stripeError(response, 404, `No such checkout.session: '${read[1]}'`, 'resource_missing')
    }
    stripeError(response, 404, `Unrecognized request URL (${request.method}: ${url.pathname})`)
  }

  const listening = await serveLocally('fake Stripe failed', answer)
  const server = listening.server
  origin = listening.origin

  return {
    origin,
    requests,
    session: (id) => sessions.get(id),
    alter(id, change) {
      const session = sessions.get(id)
      if (!session) throw new Error(`fake Stripe has no session ${id}`)
      Object.assign(session, change)
    },
    pay,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
