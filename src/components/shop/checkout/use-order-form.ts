'use client'

import { useFormSubmit } from '@/components/forms/use-form-submit'
import type { OrderBody } from '@/lib/shop/checkout/order-body'
import { NOTHING_TO_SHOW, sendOrder, type CheckedOrder, type OrderFormState } from './send-order'
import type { PlacedOrderAnswer } from './submit-order'
import { useErrorFocus } from './use-error-focus'

/**
 * The checkout's and the gift card's submit: the form is checked against the order's schema (focus goes to the
 * first field in error), then sent. A refusal is shown with the form, and a placed order becomes `placed`.
 * While an order is sent, the last submit's messages are cleared.
 */
export function useOrderForm<Order extends OrderBody, Placed>(
  check: (form: FormData) => Promise<CheckedOrder<Order> | null>,
  placedOf: (order: PlacedOrderAnswer['order'], sent: Order) => Placed,
  fieldOrder: readonly string[],
) {
  const { state, pending, onSubmit } = useFormSubmit(
    async (form: FormData): Promise<OrderFormState<Placed>> => sendOrder(await check(form), placedOf),
    NOTHING_TO_SHOW,
  )
  const shown = pending ? NOTHING_TO_SHOW : state
  useErrorFocus(shown.errors, fieldOrder)
  return { errors: shown.errors, problem: shown.problem, placed: state.placed, pending, onSubmit }
}
