import type { FieldErrors } from '@/components/forms/field-errors'
import type { OrderBody } from '@/lib/shop/checkout/order-body'
import { payByCard } from './card-session'
import { onFirstSubmit, ORDER_UNREACHABLE } from './order-code'
import type { PlacedOrderAnswer } from './submit-order'

/** A form read as an order: one the schema passed, or its messages by field. */
export type CheckedOrder<Order extends OrderBody> = { order: Order } | { errors: FieldErrors }

/** What an order form shows after a submit: messages by field, a refusal of the whole order, or the order placed. */
export type OrderFormState<Placed> = { errors: FieldErrors; problem: string | null; placed: Placed | null }

export const NOTHING_TO_SHOW: OrderFormState<never> = { errors: {}, problem: null, placed: null }

/**
 * One submit of an order form: checked (null when the check's code could not be loaded), then sent. A card
 * payment continues on Stripe's page, so it leaves nothing to show here.
 */
export async function sendOrder<Order extends OrderBody, Placed>(
  checked: CheckedOrder<Order> | null,
  placedOf: (order: PlacedOrderAnswer['order'], sent: Order) => Placed,
): Promise<OrderFormState<Placed>> {
  if (checked === null) return { ...NOTHING_TO_SHOW, problem: ORDER_UNREACHABLE }
  if ('errors' in checked) return { ...NOTHING_TO_SHOW, errors: checked.errors }
  const sender = await onFirstSubmit(() => import('./submit-order'))
  if (!sender) return { ...NOTHING_TO_SHOW, problem: ORDER_UNREACHABLE }
  const outcome = await sender.submitOrder(checked.order)
  if (!outcome.ok) return { ...NOTHING_TO_SHOW, problem: outcome.error }
  if (outcome.redirectUrl) {
    payByCard(outcome.order.number, outcome.redirectUrl, outcome.sessionId)
    return NOTHING_TO_SHOW
  }
  return { ...NOTHING_TO_SHOW, placed: placedOf(outcome.order, checked.order) }
}
