import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PEER_ADDRESS_HEADER } from '@/lib/rate-limit/client-address'
import { startCms, stopCms, temporarySqliteUrl } from './cms-instance'

type Handler = (request: Request) => Promise<Response>

const databaseUrl = temporarySqliteUrl()
const GIFT_CARD = { amount: 100, recipientName: 'Rosa', recipientEmail: 'rosa@example.test' }
const DETAILS = { email: 'buyer@example.test', name: 'Ada Buyer' }

let payload: Payload
let placeRoute: Handler
let site: string

beforeAll(async () => {
  payload = await startCms(databaseUrl)
  const [route, { env }] = await Promise.all([import('@/app/api/shop/orders/route'), import('@/lib/env')])
  placeRoute = route.POST
  site = new URL(env().SITE_URL).origin
})

afterAll(() => stopCms(payload, databaseUrl))

function order(body: unknown, { origin = site, contentType = 'application/json', address = '198.51.100.90' } = {}) {
  const headers = { 'content-type': contentType, origin, [PEER_ADDRESS_HEADER]: address }
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return placeRoute(new Request(`${site}/api/shop/orders`, { method: 'POST', headers, body: text }))
}

async function errorOf(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  return Reflect.get(Object(await response.json()), 'error') as unknown
}

describe('POST /api/shop/orders refuses what is not an order', () => {
  it('403 from another site, 415 for a body that is not JSON', async () => {
    expect((await order({ details: DETAILS }, { origin: 'https://elsewhere.example' })).status).toBe(403)
    expect((await order('details=1', { contentType: 'application/x-www-form-urlencoded' })).status).toBe(415)
  })

  it('400 naming the field for malformed JSON, a missing address, a bad amount or a field it does not know', async () => {
    expect(await errorOf(await order('{"details":'))).toMatch(/not valid JSON/)
    expect(await errorOf(await order({ details: DETAILS }))).toMatch(/details\.shippingAddress/)
    const badAmount = { details: DETAILS, giftCard: { ...GIFT_CARD, amount: 99 } }
    expect(await errorOf(await order(badAmount))).toMatch(/giftCard\.amount/)
    expect((await order({ details: DETAILS, giftCard: GIFT_CARD, total: 0 })).status).toBe(400)
    expect((await order([1, 2, 3])).status).toBe(400)
  })

  it('422 for a cart order with nothing in the cart', async () => {
    const address = { line1: '1 Harbour Street', city: 'Portland', postalCode: '04101', country: 'US' }
    const response = await order({ details: { ...DETAILS, shippingAddress: address } })
    expect(response.status).toBe(422)
    expect(await errorOf(response)).toMatch(/cart is empty/)
  })
})

describe('POST /api/shop/orders places a gift card order without a cart or an address', () => {
  it('201 with the requested order, stored for the buyer with the address it came from', async () => {
    const response = await order({ details: DETAILS, giftCard: { ...GIFT_CARD, message: '<b>hi</b>' } })
    expect(response.status, await response.clone().text()).toBe(201)
    const { order: placed } = (await response.json()) as { order: { number: string; total: number; status: string } }
    expect(placed).toMatchObject({ total: 10_000, status: 'requested' })
    const { docs } = await payload.find({ collection: 'orders', where: { number: { equals: placed.number } } })
    expect(docs[0]).toMatchObject({
      email: DETAILS.email,
      paymentMethod: 'request',
      total: 10_000,
      clientAddress: '198.51.100.90',
      holdUntil: null,
    })
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('429 with a message checkout shows once one address has 3 unpaid orders, whatever the emails', async () => {
    const address = '203.0.113.77'
    const statuses = []
    for (let n = 0; n < 4; n++) {
      const details = { email: `someone-${n}@example.test`, name: 'Someone' }
      statuses.push((await order({ details, giftCard: GIFT_CARD }, { address })).status)
    }
    expect(statuses).toEqual([201, 201, 201, 429])
    const refused = await order(
      { details: { email: 'fresh@example.test', name: 'Fresh' }, giftCard: GIFT_CARD },
      { address },
    )
    expect(refused.status).toBe(429)
    expect(await errorOf(refused)).toBe(
      'You already have 3 orders waiting for payment: please pay for one, or wait for the gallery to be in touch, before placing another',
    )
  })
})
