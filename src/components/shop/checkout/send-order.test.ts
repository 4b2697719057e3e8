import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { orderBody, type OrderBody } from '@/lib/shop/checkout/order-body'
import { onFirstSubmit, ORDER_UNREACHABLE } from './order-code'
import { NOTHING_TO_SHOW, sendOrder } from './send-order'

const order: OrderBody = orderBody.parse({
  giftCard: { amount: 100, recipientName: 'Ada', recipientEmail: 'ada@example.test', message: '' },
  details: { email: 'bo@example.test', name: 'Bo', phone: '' },
})

const placedOf = (placed: { number: string }, sent: OrderBody) => ({ number: placed.number, email: sent.details.email })

const answering = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  )

describe('sendOrder', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('says the connection failed when the code that checks it could not be loaded, and sends nothing', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const schema = await onFirstSubmit(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    )
    expect(schema).toBeNull()
    expect(await sendOrder(schema, placedOf)).toEqual({ ...NOTHING_TO_SHOW, problem: ORDER_UNREACHABLE })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('shows the fields in error and sends nothing', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    expect(await sendOrder({ errors: { email: 'Enter your email' } }, placedOf)).toEqual({
      ...NOTHING_TO_SHOW,
      errors: { email: 'Enter your email' },
    })
    expect(fetch).not.toHaveBeenCalled()
  })

  it("shows the server's refusal of the whole order", async () => {
    answering(409, { error: 'A work in your cart has just been sold', message: 'x', status: 409 })
    expect(await sendOrder({ order }, placedOf)).toEqual({
      ...NOTHING_TO_SHOW,
      problem: 'A work in your cart has just been sold',
    })
  })

  it('gives the placed order to the form', async () => {
    const confirmationPath = '/checkout/confirmation?order=A-1001&key=abcdefghijklmnopqrstuv'
    answering(201, { order: { number: 'A-1001', total: 10000, status: 'pending', confirmationPath } })
    expect(await sendOrder({ order }, placedOf)).toEqual({
      ...NOTHING_TO_SHOW,
      placed: { number: 'A-1001', email: 'bo@example.test' },
    })
  })
})
