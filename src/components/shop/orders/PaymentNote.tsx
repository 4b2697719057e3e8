import type { BuyerOrder } from '@/lib/shop/orders/buyer-order-schema'
import { RequestToPurchaseNote } from '../checkout/OrderConfirmation'

/** What happens next with an order, by how it is paid and where it stands. */
export function PaymentNote({ order }: { order: BuyerOrder }) {
  const giftCards = order.lines.filter((line) => line.kind === 'gift-card' && line.recipientEmail)
  const giftCardNote = giftCards.map((line) => (
    <p key={line.recipientEmail}>
      Once the gallery has received payment, the gift card’s code is emailed to {line.recipientEmail}.
    </p>
  ))
  if (order.status === 'cancelled')
    return <p>This order was cancelled: nothing is owed, and its works are on sale again.</p>
  if (order.status === 'fulfilled') return <p>This order has been sent. Thank you for buying from the gallery.</p>
  const delivery = `The gallery will be in touch at ${order.email} about delivery.`
  if (order.total === 0 && order.giftCardAmount > 0) return <p>Paid in full by gift card. {delivery}</p>
  if (order.status === 'paid') return <p>Your payment has been received. {delivery}</p>
  if (order.paymentMethod === 'stripe')
    return <p>This order waits for its card payment on Stripe’s page; the works are held for you meanwhile.</p>
  return (
    <>
      {giftCardNote}
      <RequestToPurchaseNote email={order.email} />
    </>
  )
}
