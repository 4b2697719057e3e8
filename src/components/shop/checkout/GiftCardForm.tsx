'use client'

import { useState, type FormEvent } from 'react'
import { orderBody } from '@/lib/shop/checkout/order-body'
import { SubmitButton } from '../account/SubmitButton'
import { AmountChoice } from './AmountChoice'
import { CONTACT_FIELDS } from './checkout-fields'
import { CheckoutField } from './CheckoutField'
import { fieldErrors, type FieldErrors } from './field-errors'
import { CHOOSE_AN_AMOUNT, giftCardOrder } from './gift-card-order'
import { formatCents } from '@/lib/text/numbers'
import { MessageField } from './MessageField'
import { OrderConfirmation, RequestToPurchaseNote } from './OrderConfirmation'
import { OrderProblem } from './OrderProblem'
import { payByCard } from './card-session'
import { submitOrder } from './submit-order'
import { useErrorFocus } from './use-error-focus'

const FIELD_ORDER = ['amount', 'recipientName', 'recipientEmail', 'message', ...CONTACT_FIELDS.map(({ name }) => name)]

type Placed = { number: string; total: number; recipientEmail: string; email: string }

/** The gift card product's form: an amount, whom it is for, then the buyer; ordered directly, without the cart. */
export function GiftCardForm() {
  const [errors, setErrors] = useState<FieldErrors>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [placed, setPlaced] = useState<Placed | null>(null)
  useErrorFocus(errors, FIELD_ORDER)

  if (placed)
    return (
      <OrderConfirmation number={placed.number}>
        <p>Total {formatCents(placed.total)}.</p>
        <p>Once the gallery has received payment, the gift card’s code is emailed to {placed.recipientEmail}.</p>
        <RequestToPurchaseNote email={placed.email} />
      </OrderConfirmation>
    )

  async function buy(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setProblem(null)
    const order = giftCardOrder(new FormData(event.currentTarget))
    const parsed = orderBody.safeParse(order)
    if (!parsed.success || !parsed.data.giftCard) {
      const found = parsed.success ? {} : fieldErrors(parsed.error)
      return setErrors(Number.isNaN(order.giftCard.amount) ? { ...found, amount: CHOOSE_AN_AMOUNT } : found)
    }
    setErrors({})
    setPending(true)
    const outcome = await submitOrder(parsed.data)
    setPending(false)
    if (!outcome.ok) return setProblem(outcome.error)
    if (outcome.redirectUrl) return payByCard(outcome.order.number, outcome.redirectUrl, outcome.sessionId)
    const { recipientEmail } = parsed.data.giftCard
    setPlaced({ ...outcome.order, recipientEmail, email: parsed.data.details.email })
  }

  return (
    <form onSubmit={buy} noValidate className="mt-8 space-y-10">
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className="text-accent-strong">
          Some details need another look: see the fields marked below.
        </p>
      ) : null}
      <AmountChoice error={errors.amount} />
      <fieldset className="space-y-4">
        <legend className="font-serif text-2xl">For</legend>
        <CheckoutField name="recipientName" label="Recipient’s name" autoComplete="off" error={errors.recipientName} />
        <CheckoutField
          name="recipientEmail"
          label="Recipient’s email"
          type="email"
          autoComplete="off"
          hint="The code is sent here once the gift card is paid."
          error={errors.recipientEmail}
        />
        <MessageField error={errors.message} />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="font-serif text-2xl">From</legend>
        {CONTACT_FIELDS.map((field) => (
          <CheckoutField key={field.name} {...field} error={errors[field.name]} />
        ))}
      </fieldset>
      {problem ? <OrderProblem message={problem} /> : null}
      <SubmitButton pending={pending} label="Buy gift card" pendingLabel="Placing your order…" />
    </form>
  )
}
