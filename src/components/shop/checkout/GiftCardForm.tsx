'use client'

import { fieldErrors } from '@/components/forms/field-errors'
import { SubmitButton } from '@/components/forms/SubmitButton'
import type { GiftCardPurchase, OrderBody } from '@/lib/shop/checkout/order-body'
import { AmountChoice } from './AmountChoice'
import { CONTACT_FIELDS, RECIPIENT_FIELDS } from './checkout-fields'
import { DetailsAlert } from './DetailsAlert'
import { CHOOSE_AN_AMOUNT, giftCardOrder } from './gift-card-order'
import { OrderAtItsAddress } from '../orders/OrderAtItsAddress'
import { OrderFields } from './OrderFields'
import { OrderProblem } from './OrderProblem'
import { onFirstSubmit } from './order-code'
import type { CheckedOrder } from './send-order'
import { useOrderForm } from './use-order-form'

const FIELD_ORDER = ['amount', ...[...RECIPIENT_FIELDS, ...CONTACT_FIELDS].map(({ name }) => name)]

type GiftCardOrder = OrderBody & { giftCard: GiftCardPurchase }

async function checkedOrder(form: FormData): Promise<CheckedOrder<GiftCardOrder> | null> {
  const schema = await onFirstSubmit(() => import('@/lib/shop/checkout/order-body'))
  if (!schema) return null
  const order = giftCardOrder(form)
  const parsed = schema.orderBody.safeParse(order)
  if (parsed.success && parsed.data.giftCard) return { order: { ...parsed.data, giftCard: parsed.data.giftCard } }
  const found = parsed.success ? {} : fieldErrors(parsed.error)
  return { errors: Number.isNaN(order.giftCard.amount) ? { ...found, amount: CHOOSE_AN_AMOUNT } : found }
}

const placedOf = (order: { confirmationPath: string }) => order.confirmationPath

/** The gift card product's form: an amount, whom it is for, then the buyer; ordered directly, without the cart. */
export function GiftCardForm() {
  const { errors, problem, placed, pending, onSubmit } = useOrderForm(checkedOrder, placedOf, FIELD_ORDER)

  if (placed) return <OrderAtItsAddress confirmationPath={placed} />

  return (
    // Sent before its island hydrates, the form posts to this page: nothing typed ever lands in the URL.
    <form method="post" onSubmit={onSubmit} noValidate className="mt-8 space-y-10">
      <DetailsAlert errors={errors} />
      <AmountChoice error={errors.amount} />
      <fieldset className="space-y-4">
        <legend className="font-serif text-2xl">For</legend>
        <OrderFields fields={RECIPIENT_FIELDS} errors={errors} />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="font-serif text-2xl">From</legend>
        <OrderFields fields={CONTACT_FIELDS} errors={errors} />
      </fieldset>
      {problem ? <OrderProblem message={problem} /> : null}
      <SubmitButton pending={pending} label="Buy gift card" pendingLabel="Placing your order…" />
    </form>
  )
}
