import 'server-only'
import type { Payload, Where } from 'payload'
import type { Order } from '@/payload-types'
import type { BuyerOrder } from './buyer-order-schema'

const BUYER_FIELDS = {
  number: true,
  createdAt: true,
  status: true,
  paymentMethod: true,
  email: true,
  lines: true,
  subtotal: true,
  giftCardAmount: true,
  total: true,
  currency: true,
} as const

function buyerOrder(order: Pick<Order, keyof typeof BUYER_FIELDS>): BuyerOrder {
  return {
    number: order.number,
    placedAt: order.createdAt,
    status: order.status,
    paymentMethod: order.paymentMethod,
    email: order.email,
    lines: order.lines.map((line) => ({
      kind: line.kind,
      title: line.title,
      variantTitle: line.variantTitle ?? null,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      recipientEmail: line.recipientEmail ?? null,
    })),
    subtotal: order.subtotal,
    giftCardAmount: order.giftCardAmount ?? 0,
    total: order.total,
    currency: order.currency,
  }
}

async function findOrders(payload: Payload, where: Where, limit: number): Promise<BuyerOrder[]> {
  const { docs } = await payload.find({
    collection: 'orders',
    where,
    select: BUYER_FIELDS,
    sort: '-createdAt',
    limit,
    depth: 0,
    pagination: false,
  })
  return docs.map(buyerOrder)
}

/** The most a customer's order list shows; a collector with more reads the rest from the gallery. */
export const ORDER_HISTORY_LIMIT = 100

/** A customer's orders, newest first. */
export function customerOrders(payload: Payload, customerId: number): Promise<BuyerOrder[]> {
  return findOrders(payload, { customer: { equals: customerId } }, ORDER_HISTORY_LIMIT)
}

/** One order by its number; `customerId` limits it to that customer's orders. */
export async function orderByNumber(payload: Payload, number: string, customerId?: number): Promise<BuyerOrder | null> {
  const byNumber: Where = { number: { equals: number } }
  const where = customerId === undefined ? byNumber : { and: [byNumber, { customer: { equals: customerId } }] }
  const [order] = await findOrders(payload, where, 1)
  return order ?? null
}
