import type Stripe from 'stripe'
import type { PayableOrder } from './payable-order'

export type SessionFacts = Pick<Stripe.Checkout.Session, 'payment_status' | 'amount_total' | 'currency' | 'metadata'>

/**
 * Why a Checkout Session does not pay for this order, or null when it does: it must be paid, for exactly the
 * order's total in the order's currency, and name this order. Anything else leaves the order as it is.
 */
export function settlementProblem(session: SessionFacts, order: PayableOrder): string | null {
  if (session.metadata?.orderId !== String(order.id)) return 'This payment belongs to another order'
  if (session.payment_status !== 'paid') return 'The payment has not been completed'
  if (session.currency !== order.currency.toLowerCase()) return 'The payment was made in another currency'
  if (session.amount_total !== order.total) return 'The amount paid does not match the order total'
  return null
}
