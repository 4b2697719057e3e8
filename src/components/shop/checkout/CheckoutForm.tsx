'use client'

import { Link } from '@/components/ui/Link'
import { useState, type FormEvent } from 'react'
import { useSWRConfig } from 'swr'
import { orderBody } from '@/lib/shop/checkout/order-body'
import { SubmitButton } from '../account/SubmitButton'
import { CART_KEY } from '../cart/cart-client'
import { useCart } from '../cart/use-cart'
import {
  ADDRESS_FIELDS,
  CONTACT_FIELDS,
  contactDetails,
  formText,
  GIFT_CARD_CODE_FIELD,
  shippingAddress,
} from './checkout-fields'
import { CartReview } from './CartReview'
import { CheckoutField } from './CheckoutField'
import { fieldErrors, type FieldErrors } from './field-errors'
import { formatCents } from '@/lib/text/numbers'
import { OrderConfirmation, RequestToPurchaseNote } from './OrderConfirmation'
import { OrderProblem } from './OrderProblem'
import { payByCard } from './card-session'
import { submitOrder } from './submit-order'
import { useErrorFocus } from './use-error-focus'

const FIELD_ORDER = [...CONTACT_FIELDS, ...ADDRESS_FIELDS, { name: GIFT_CARD_CODE_FIELD }].map(({ name }) => name)

type Placed = { number: string; total: number; subtotal: number; email: string }

const orderOf = (form: FormData) => ({
  details: {
    ...contactDetails(form),
    shippingAddress: shippingAddress(form),
    giftCardCode: formText(form, GIFT_CARD_CODE_FIELD),
  },
})

/** The checkout: contact, shipping address, review and "Place order", on one page over the buyer's cart. */
export function CheckoutForm() {
  const { cart, isLoading } = useCart()
  const { mutate } = useSWRConfig()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [placed, setPlaced] = useState<Placed | null>(null)
  useErrorFocus(errors, FIELD_ORDER)

  if (placed)
    return (
      <OrderConfirmation number={placed.number}>
        <p>
          Total {formatCents(placed.total)}
          {placed.total < placed.subtotal ? ` (gift card ${formatCents(placed.subtotal - placed.total)} applied)` : ''}
        </p>
        <RequestToPurchaseNote email={placed.email} />
      </OrderConfirmation>
    )
  if (isLoading) return <p role="status">Loading your cart…</p>
  if (!cart) return <p role="alert">Your cart could not be loaded. Please reload the page.</p>
  if (cart.lines.length === 0)
    return (
      <p>
        Your cart is empty.{' '}
        <Link href="/artworks" className="underline">
          Browse artwork
        </Link>
      </p>
    )

  async function place(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!cart) return
    setProblem(null)
    const parsed = orderBody.safeParse(orderOf(new FormData(event.currentTarget)))
    if (!parsed.success) return setErrors(fieldErrors(parsed.error))
    setErrors({})
    setPending(true)
    const outcome = await submitOrder(parsed.data)
    setPending(false)
    if (!outcome.ok) return setProblem(outcome.error)
    if (outcome.redirectUrl) return payByCard(outcome.order.number, outcome.redirectUrl, outcome.sessionId)
    const subtotal = Math.round(cart.subtotal * 100)
    setPlaced({ ...outcome.order, subtotal, email: parsed.data.details.email })
    // The header's count and the cart page read the same key: the order emptied the cart.
    await mutate(CART_KEY)
  }

  return (
    <form onSubmit={place} noValidate className="mt-6 max-w-2xl space-y-10">
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className="text-accent-strong">
          Some details need another look: see the fields marked below.
        </p>
      ) : null}
      <fieldset className="space-y-4">
        <legend className="font-serif text-2xl">1. Contact</legend>
        {CONTACT_FIELDS.map((field) => (
          <CheckoutField key={field.name} {...field} error={errors[field.name]} />
        ))}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="font-serif text-2xl">2. Shipping address</legend>
        {ADDRESS_FIELDS.map((field) => (
          <CheckoutField key={field.name} {...field} error={errors[field.name]} />
        ))}
      </fieldset>
      <section aria-labelledby="checkout-review" className="space-y-4">
        <h2 id="checkout-review" className="font-serif text-2xl">
          3. Review
        </h2>
        <CartReview cart={cart} />
        <CheckoutField
          name={GIFT_CARD_CODE_FIELD}
          label="Gift card code"
          autoComplete="off"
          optional
          hint="Its balance is taken off the total when you place the order."
          error={errors[GIFT_CARD_CODE_FIELD]}
        />
        <p className="flex justify-between text-lg font-medium">
          <span>Total</span>
          <span>{formatCents(Math.round(cart.subtotal * 100))}</span>
        </p>
        {problem ? <OrderProblem message={problem} /> : null}
        <SubmitButton pending={pending} label="Place order" pendingLabel="Placing your order…" />
      </section>
    </form>
  )
}
