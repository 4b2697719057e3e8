import 'server-only'
import type { Payload } from 'payload'
import { requestAddress } from '@/lib/rate-limit/answers'
import { readCartWith, type CartOwner } from '@/lib/shop/cart/server-cart'
import { orderConfirmationPath } from '@/lib/shop/orders/order-link'
import { placeOrder, type OrderRequestLine } from '@/lib/shop/orders/place-order'
import { configuredStripe } from '@/lib/shop/stripe/client'
import { startCardPayment } from '@/lib/shop/stripe/card-payment'
import type { OrderBody } from './order-body'

/** What the buyer's page learns of a placed order: money in cents, and the order's own address. */
export type OrderSummary = { number: string; total: number; status: string; confirmationPath: string }

export type CheckoutOutcome =
  | { ok: true; order: OrderSummary; payment?: { redirectUrl: string; sessionId: string }; emptied?: CartOwner }
  | { ok: false; status: number; error: string }

export const EMPTY_CART = 'Your cart is empty: add a work before checking out'

type OrderLines = { owner: CartOwner; lines: OrderRequestLine[]; fromCart: boolean }

/** The order's lines and whose cart they came from: the cart for a cart order, the gift card alone otherwise. */
async function orderLines(payload: Payload, request: Request, body: OrderBody): Promise<OrderLines> {
  const { owner, lines } = await readCartWith(payload, request)
  if (body.giftCard) return { owner, lines: [{ kind: 'gift-card', ...body.giftCard }], fromCart: false }
  return { owner, lines: lines.map((line) => ({ kind: 'artwork', ...line })), fromCart: true }
}

/**
 * Places the request's order: the cart's works (or a gift card) for the signed-in customer or a visitor.
 * With Stripe configured the order waits for its card payment, and the answer says where to pay.
 */
export async function checkoutOrder(payload: Payload, request: Request, body: OrderBody): Promise<CheckoutOutcome> {
  const { owner, lines, fromCart } = await orderLines(payload, request, body)
  if (lines.length === 0) return { ok: false, status: 422, error: EMPTY_CART }
  const stripe = configuredStripe()
  const placed = await placeOrder(payload, {
    lines,
    details: body.details,
    customerId: owner.kind === 'customer' ? owner.id : undefined,
    clientAddress: requestAddress(request.headers),
    paymentMethod: stripe ? 'stripe' : 'request',
  })
  if (!placed.ok) return placed
  const { number, total, status } = placed.order
  const confirmationPath = orderConfirmationPath(payload, number)
  const emptied = fromCart ? owner : undefined
  if (!stripe) return { ok: true, order: { number, total, status, confirmationPath }, emptied }
  const payment = await startCardPayment(payload, stripe, placed.order, body.details.email)
  if (!payment.ok) return payment
  const order = { number, total, status: payment.status, confirmationPath }
  if (!payment.redirectUrl || !payment.sessionId) return { ok: true, order, emptied }
  // The cart stays until Stripe confirms the payment: a buyer who turns back can order it again.
  return { ok: true, order, payment: { redirectUrl: payment.redirectUrl, sessionId: payment.sessionId } }
}
