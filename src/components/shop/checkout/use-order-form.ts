'use client'

import type { FieldErrors } from '@/components/forms/field-errors'
import { useFormSubmit } from '@/components/forms/use-form-submit'
import type { OrderBody } from '@/lib/shop/checkout/order-body'
import { payByCard } from './card-session'
import { submitOrder, type PlacedOrderAnswer } from './submit-order'
import { useErrorFocus } from './use-error-focus'

/** A form read as an order: one the schema passed, or its messages by field. */
export type CheckedOrder<Order extends OrderBody> = { order: Order } | { errors: FieldErrors }

type OrderFormState<Placed> = { errors: FieldErrors; problem: string | null; placed: Placed | null }

const NOTHING_TO_SHOW: OrderFormState<never> = { errors: {}, problem: null, placed: null }

/**
 * The checkout's and the gift card's submit: the form is checked against the order's schema (focus goes to the
 * first field in error), then sent. A refusal is shown with the form, a card payment continues on Stripe's
 * page, and a placed order becomes `placed`. While an order is sent, the last submit's messages are cleared.
 */
export function useOrderForm<Order extends OrderBody, Placed>(
  check: (form: FormData) => CheckedOrder<Order>,
  placedOf: (order: PlacedOrderAnswer['order'], sent: Order) => Placed,
  fieldOrder: readonly string[],
) {
  const { state, pending, onSubmit } = useFormSubmit(async (form: FormData): Promise<OrderFormState<Placed>> => {
    const checked = check(form)
    if ('errors' in checked) return { ...NOTHING_TO_SHOW, errors: checked.errors }
    const outcome = await submitOrder(checked.order)
    if (!outcome.ok) return { ...NOTHING_TO_SHOW, problem: outcome.error }
    if (outcome.redirectUrl) {
      payByCard(outcome.order.number, outcome.redirectUrl, outcome.sessionId)
      return NOTHING_TO_SHOW
    }
    return { ...NOTHING_TO_SHOW, placed: placedOf(outcome.order, checked.order) }
  }, NOTHING_TO_SHOW)
  const shown = pending ? NOTHING_TO_SHOW : state
  useErrorFocus(shown.errors, fieldOrder)
  return { errors: shown.errors, problem: shown.problem, placed: state.placed, pending, onSubmit }
}
