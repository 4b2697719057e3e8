import { z } from 'zod'
import { fetchJson } from '@/components/forms/post-json'
import { buyerOrderSchema, type BuyerOrder } from '@/lib/shop/orders/buyer-order-schema'

export type OrderRead = { state: 'found'; order: BuyerOrder } | { state: 'refused'; message: string }

const UNREACHABLE = 'Your order could not be loaded just now: reload this page in a moment.'

/** One order: to its signed-in customer, or with `key` to whoever holds its own link. */
export async function readBuyerOrder(number: string, key?: string | null): Promise<OrderRead> {
  const query = key ? `?${new URLSearchParams({ key })}` : ''
  const answer = await fetchJson(`/api/shop/orders/${encodeURIComponent(number)}${query}`, {
    label: 'orders: one order',
  })
  if (!answer.reached) return { state: 'refused', message: UNREACHABLE }
  const parsed = z.object({ order: buyerOrderSchema }).safeParse(answer.body)
  if (answer.ok && parsed.success) return { state: 'found', order: parsed.data.order }
  return { state: 'refused', message: answer.error ?? UNREACHABLE }
}

export type OrderHistoryRead = { state: 'found'; orders: BuyerOrder[] } | { state: 'refused'; message: string }

/** The signed-in customer's orders, newest first. */
export async function readOrderHistory(): Promise<OrderHistoryRead> {
  const answer = await fetchJson('/api/shop/orders', { label: 'orders: the order history' })
  if (!answer.reached) return { state: 'refused', message: 'Your orders could not be loaded just now.' }
  const parsed = z.object({ orders: z.array(buyerOrderSchema) }).safeParse(answer.body)
  if (answer.ok && parsed.success) return { state: 'found', orders: parsed.data.orders }
  return { state: 'refused', message: answer.error ?? 'Your orders could not be loaded just now.' }
}
