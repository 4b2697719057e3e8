import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PEER_ADDRESS_HEADER } from '@/lib/rate-limit/client-address'
import type { BuyerOrder } from '@/lib/shop/orders/buyer-order-schema'
import type { OrderRequestLine } from '@/lib/shop/orders/order-request'
import { startCms, stopCms, temporarySqliteUrl } from './cms-instance'
import { buyer } from './shop-orders.suite'

const databaseUrl = temporarySqliteUrl()
const SITE = 'http://localhost:3000'
const PASSWORD = 'a long enough password'

let payload: Payload
let history: (request: Request) => Promise<Response>
let oneOrder: (request: Request, context: { params: Promise<{ number: string }> }) => Promise<Response>
let orderKey: (payload: Payload, number: string) => string
const numbers: Record<'ada' | 'bea' | 'guest', string[]> = { ada: [], bea: [], guest: [] }
const cookies: Record<'ada' | 'bea', string> = { ada: '', bea: '' }

const giftCard = (to: string): OrderRequestLine => ({
  kind: 'gift-card',
  amount: 100,
  recipientName: 'Rosa',
  recipientEmail: `${to}@example.test`,
})

function get(path: string, cookie = '') {
  // A browser's same-site GET sends no Origin, but says where it comes from; Payload reads a session cookie only then.
  const headers = { cookie, 'sec-fetch-site': 'same-origin', [PEER_ADDRESS_HEADER]: '198.51.100.31' }
  return new Request(`${SITE}${path}`, { headers })
}

async function read(number: string, { cookie = '', key }: { cookie?: string; key?: string } = {}) {
  const query = key === undefined ? '' : `?key=${encodeURIComponent(key)}`
  const response = await oneOrder(get(`/api/shop/orders/${encodeURIComponent(number)}${query}`, cookie), {
    params: Promise.resolve({ number }),
  })
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  return { status: response.status, body: (await response.json()) as { order?: BuyerOrder; error?: string } }
}

beforeAll(async () => {
  payload = await startCms(databaseUrl)
  const [list, one, link, { placeOrder }] = await Promise.all([
    import('@/app/api/shop/orders/route'),
    import('@/app/api/shop/orders/[number]/route'),
    import('@/lib/shop/orders/order-link'),
    import('@/lib/shop/orders/place-order'),
  ])
  history = list.GET
  oneOrder = one.GET
  orderKey = link.orderKey
  for (const name of ['ada', 'bea'] as const) {
    const email = `${name}@example.test`
    const customer = await payload.create({ collection: 'customers', data: { email, password: PASSWORD } })
    const { token } = await payload.login({ collection: 'customers', data: { email, password: PASSWORD } })
    cookies[name] = `${payload.config.cookiePrefix}-token=${token}`
    for (let n = 0; n < (name === 'ada' ? 2 : 1); n++) {
      const placed = await placeOrder(payload, {
        lines: [giftCard(`${name}-${n}`)],
        details: buyer(`${name}-${n}`),
        customerId: customer.id,
        paymentMethod: 'request',
      })
      if (!placed.ok) throw new Error(placed.error)
      numbers[name].push(placed.order.number)
    }
  }
  const guest = await placeOrder(payload, {
    lines: [giftCard('guest')],
    details: buyer('guest'),
    paymentMethod: 'request',
  })
  if (!guest.ok) throw new Error(guest.error)
  numbers.guest.push(guest.order.number)
})

afterAll(() => stopCms(payload, databaseUrl))

describe("GET /api/shop/orders: the signed-in customer's order history", () => {
  it('lists only their own orders, newest first, with the works, total and status', async () => {
    const response = await history(get('/api/shop/orders', cookies.ada))
    expect(response.status).toBe(200)
    const { orders } = (await response.json()) as { orders: BuyerOrder[] }
    expect(orders.map((order) => order.number)).toEqual([...numbers.ada].reverse())
    expect(orders[0]).toMatchObject({
      status: 'requested',
      total: 10_000,
      lines: [{ kind: 'gift-card', title: expect.any(String), quantity: 1 }],
    })
    expect(JSON.stringify(orders)).not.toMatch(/clientAddress|staffNote|shippingAddress/)
  })

  it('answers 401 to a visitor', async () => {
    const response = await history(get('/api/shop/orders'))
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ error: 'Log in to see your orders' })
  })
})

describe('GET /api/shop/orders/{number}: one order, to its customer or by its own link', () => {
  it('shows a customer their own order, and answers 404 for another customer’s as for none', async () => {
    const own = await read(numbers.ada[0]!, { cookie: cookies.ada })
    expect(own.status).toBe(200)
    expect(own.body.order?.number).toBe(numbers.ada[0])
    expect((await read(numbers.ada[0]!, { cookie: cookies.bea })).status).toBe(404)
    expect((await read(numbers.guest[0]!, { cookie: cookies.bea })).status).toBe(404)
    expect((await read('ZZZZ-ZZZZ', { cookie: cookies.bea })).status).toBe(404)
  })

  it("opens an order to whoever holds its link's key, and to nobody with another order's key", async () => {
    const [number] = numbers.guest
    expect((await read(number!, { key: orderKey(payload, number!) })).body.order?.number).toBe(number)
    expect((await read(number!)).status).toBe(404)
    expect((await read(number!, { key: orderKey(payload, numbers.ada[0]!) })).status).toBe(404)
  })

  it('answers 400 for a key that is not one, and 404 for a number that is not one', async () => {
    expect((await read(numbers.guest[0]!, { key: 'short' })).status).toBe(400)
    expect((await read('../../etc/passwd')).status).toBe(404)
    expect((await read('a'.repeat(500), { cookie: cookies.ada })).status).toBe(404)
  })
})
