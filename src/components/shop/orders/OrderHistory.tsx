'use client'

import { Link } from '@/components/ui/Link'
import { useEffect, useState } from 'react'
import { formatCents } from '@/lib/text/numbers'
import { readOrderHistory, type OrderHistoryRead } from './buyer-orders-client'
import { formatPlacedAt, ORDER_STATUS_LABELS } from './order-status-label'

/** Where a customer reads one of their orders. */
export const customerOrderPath = (number: string) => `/account/orders/${encodeURIComponent(number)}`

/** The signed-in customer's orders, newest first: number, date, works, total and status, each with its page. */
export function OrderHistory() {
  const [read, setRead] = useState<OrderHistoryRead | null>(null)
  useEffect(() => {
    let current = true
    void readOrderHistory().then((outcome) => {
      if (current) setRead(outcome)
    })
    return () => {
      current = false
    }
  }, [])
  return (
    <section aria-labelledby="order-history" className="mt-12">
      <h2 id="order-history" className="font-serif text-2xl">
        Orders
      </h2>
      {!read ? <p className="mt-4 text-muted">Loading your orders…</p> : null}
      {read?.state === 'refused' ? (
        <p role="alert" className="mt-4">
          {read.message}
        </p>
      ) : null}
      {read?.state === 'found' && read.orders.length === 0 ? (
        <p className="mt-4">You have not placed an order yet.</p>
      ) : null}
      {read?.state === 'found' && read.orders.length > 0 ? (
        <ul className="mt-4 divide-y divide-line border-y border-line">
          {read.orders.map((order) => (
            <li key={order.number} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 py-4">
              <span className="min-w-0">
                <Link href={customerOrderPath(order.number)} className="font-medium underline">
                  Order {order.number}
                </Link>
                <span className="block text-sm text-muted">
                  {formatPlacedAt(order.placedAt)} · {order.lines.map((line) => line.title).join(', ')}
                </span>
              </span>
              <span className="text-right">
                {formatCents(order.total)}
                <span className="block text-sm text-muted">{ORDER_STATUS_LABELS[order.status]}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
