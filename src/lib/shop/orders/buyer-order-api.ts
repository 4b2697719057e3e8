import 'server-only'
import { NextResponse } from 'next/server'
import { z } from 'zod'
import { getCms } from '@/lib/cms/payload'
import { requestingCustomer } from '@/lib/customer/session'
import { answerOrFault } from '@/lib/http/fault'
import { jsonError } from '@/lib/http/json'
import { limitRequest, tooManyRequests } from '@/lib/rate-limit/answers'
import { orderNumber } from '@/lib/shop/checkout/order-number'
import { customerOrders, orderByNumber } from './buyer-order'
import { isOrderKey, orderLinkKey } from './order-link'

const FAULT = {
  logMessage: 'orders: a buyer could not read an order',
  message: 'Your orders could not be read right now: please reload the page in a moment.',
}

const NO_SUCH_ORDER = 'There is no such order, or it is not yours'

/** GET: the signed-in customer's orders, newest first. 401 for anyone else. */
export async function answerOrderHistory(request: Request): Promise<NextResponse> {
  const limited = await limitRequest('customer', request.headers)
  if (!limited.ok) return tooManyRequests(limited.retryAfterSeconds)
  return answerOrFault(FAULT, async () => {
    const payload = await getCms()
    const customer = await requestingCustomer(payload, request, undefined)
    if (!customer) return jsonError(401, 'Log in to see your orders')
    return NextResponse.json({ orders: await customerOrders(payload, customer.id) })
  })
}

const oneOrderQuery = z.object({ key: orderLinkKey.optional() })

/**
 * GET /api/shop/orders/{number}[?key=…]: one order, to its customer (by their session) or to whoever holds the
 * order's own link (its key). 404 alike for an order that does not exist and one that is not the asker's.
 */
export async function answerBuyerOrder(request: Request, params: Promise<{ number: string }>): Promise<NextResponse> {
  const limited = await limitRequest('customer', request.headers)
  if (!limited.ok) return tooManyRequests(limited.retryAfterSeconds)
  const number = orderNumber.safeParse((await params).number)
  const query = oneOrderQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) return jsonError(400, 'The order link is not valid: open the one from your confirmation email')
  if (!number.success) return jsonError(404, NO_SUCH_ORDER)
  return answerOrFault(FAULT, async () => {
    const payload = await getCms()
    const { key } = query.data
    const linked = key !== undefined && isOrderKey(payload, number.data, key)
    const customer = linked ? null : await requestingCustomer(payload, request, undefined)
    if (!linked && !customer) return jsonError(404, NO_SUCH_ORDER)
    const order = await orderByNumber(payload, number.data, customer?.id)
    return order ? NextResponse.json({ order }) : jsonError(404, NO_SUCH_ORDER)
  })
}
