'use client'

import { useEffect, useState } from 'react'
import { OrderProblem } from '../checkout/OrderProblem'
import { readBuyerOrder, type OrderRead } from './buyer-orders-client'
import { PlacedOrder } from './PlacedOrder'

type Props = { number: string; orderKey?: string | null }

/** Reads one order (its customer's, or by its own link's key) and shows it to its buyer. */
export function BuyerOrderView({ number, orderKey }: Props) {
  const [read, setRead] = useState<OrderRead | null>(null)
  useEffect(() => {
    let current = true
    void readBuyerOrder(number, orderKey).then((outcome) => {
      if (current) setRead(outcome)
    })
    return () => {
      current = false
    }
  }, [number, orderKey])
  if (!read) return <p role="status">Loading your order…</p>
  if (read.state === 'refused') return <OrderProblem message={read.message} />
  return <PlacedOrder order={read.order} />
}
