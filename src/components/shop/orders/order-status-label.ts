import type { BuyerOrder } from '@/lib/shop/orders/buyer-order-schema'

/** An order's status as the buyer reads it. */
export const ORDER_STATUS_LABELS: Record<BuyerOrder['status'], string> = {
  requested: 'Requested',
  pending: 'Accepted, awaiting payment',
  paid: 'Paid',
  fulfilled: 'Sent',
  cancelled: 'Cancelled',
}

const placedDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' })

export function formatPlacedAt(placedAt: string): string {
  return placedDate.format(new Date(placedAt))
}
