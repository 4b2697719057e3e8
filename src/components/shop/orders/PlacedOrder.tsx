'use client'

import type { BuyerOrder } from '@/lib/shop/orders/buyer-order-schema'
import { OrderConfirmation } from '../checkout/OrderConfirmation'
import { OrderLines } from './OrderLines'
import { PaymentNote } from './PaymentNote'

/** A placed order as its buyer reads it at its own address: thanks, the works, the total and what happens next. */
export function PlacedOrder({ order }: { order: BuyerOrder }) {
  return (
    <OrderConfirmation number={order.number}>
      <OrderLines order={order} />
      <PaymentNote order={order} />
    </OrderConfirmation>
  )
}
