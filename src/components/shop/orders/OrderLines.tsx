import type { BuyerOrder } from '@/lib/shop/orders/buyer-order-schema'
import { formatCents } from '@/lib/text/numbers'

/** The works (and gift cards) of an order, with what they cost and what was paid by gift card. */
export function OrderLines({ order }: { order: BuyerOrder }) {
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-line border-y border-line">
        {order.lines.map((line, index) => (
          <li key={index} className="flex flex-wrap justify-between gap-x-4 py-3">
            <span className="min-w-0 break-words">
              <span className="font-medium">{line.title}</span>
              {line.variantTitle ? <span className="text-muted"> · {line.variantTitle}</span> : null}
              {line.quantity > 1 ? <span className="text-muted"> × {line.quantity}</span> : null}
            </span>
            <span>{formatCents(line.unitPrice * line.quantity)}</span>
          </li>
        ))}
      </ul>
      {order.giftCardAmount > 0 ? (
        <p className="flex justify-between">
          <span>Paid by gift card</span>
          <span>−{formatCents(order.giftCardAmount)}</span>
        </p>
      ) : null}
      <p className="flex justify-between text-lg font-medium">
        <span>Total</span>
        <span>{formatCents(order.total)}</span>
      </p>
    </div>
  )
}
