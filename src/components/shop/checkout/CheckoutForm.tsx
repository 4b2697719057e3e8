'use client'

import { Link } from '@/components/ui/Link'
import { useEffect } from 'react'
import { useSWRConfig } from 'swr'
import { useCustomer } from '@/components/customer/useCustomer'
import { fieldErrors } from '@/components/forms/field-errors'
import { FormField } from '@/components/forms/FormField'
import { SubmitButton } from '@/components/forms/SubmitButton'
import type { OrderBody } from '@/lib/shop/checkout/order-body'
import { markersChanged } from '@/components/marker-cookies/marker-cookies'
import { CART_KEY } from '../cart/cart-client'
import { useCart } from '../cart/use-cart'
import {
  ADDRESS_FIELDS,
  CONTACT_FIELDS,
  contactDetails,
  fieldId,
  formText,
  GIFT_CARD_CODE_FIELD,
  shippingAddress,
} from './checkout-fields'
import { CartReview, NOTHING_BUYABLE } from './CartReview'
import { DetailsAlert } from './DetailsAlert'
import { formatCents } from '@/lib/text/numbers'
import { OrderAtItsAddress } from '../orders/OrderAtItsAddress'
import { OrderFields } from './OrderFields'
import { OrderProblem } from './OrderProblem'
import { onFirstSubmit } from './order-code'
import type { CheckedOrder } from './send-order'
import { useOrderForm } from './use-order-form'

const FIELD_ORDER = [...CONTACT_FIELDS, ...ADDRESS_FIELDS, { name: GIFT_CARD_CODE_FIELD }].map(({ name }) => name)

const orderOf = (form: FormData) => ({
  details: {
    ...contactDetails(form),
    shippingAddress: shippingAddress(form),
    giftCardCode: formText(form, GIFT_CARD_CODE_FIELD),
  },
})

async function checkedOrder(form: FormData): Promise<CheckedOrder<OrderBody> | null> {
  const schema = await onFirstSubmit(() => import('@/lib/shop/checkout/order-body'))
  if (!schema) return null
  const parsed = schema.orderBody.safeParse(orderOf(form))
  return parsed.success ? { order: parsed.data } : { errors: fieldErrors(parsed.error) }
}

/** The checkout: contact, shipping address, review and "Place order", on one page over the buyer's cart. */
export function CheckoutForm() {
  const { cart, isLoading } = useCart()
  const { customer } = useCustomer()
  const known = customer
    ? { email: customer.email, name: [customer.firstName, customer.lastName].filter(Boolean).join(' ') }
    : undefined
  const { mutate } = useSWRConfig()
  const { errors, problem, placed, pending, onSubmit } = useOrderForm(
    checkedOrder,
    (order) => order.confirmationPath,
    FIELD_ORDER,
  )
  // The header's count and the cart page read the same key: the order emptied the cart (and a visitor's marker).
  useEffect(() => {
    if (!placed) return
    markersChanged()
    void mutate(CART_KEY)
  }, [placed, mutate])

  if (placed) return <OrderAtItsAddress confirmationPath={placed} />
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

  const nothingBuyable = !cart.lines.some((line) => line.available)
  return (
    // Sent before its island hydrates, the form posts to this page: nothing typed ever lands in the URL.
    // A signed-in customer's details are filled in once known (the form starts again with them, before any typing).
    <form
      key={customer?.id ?? 'visitor'}
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="mt-6 max-w-2xl space-y-10"
    >
      <DetailsAlert errors={errors} />
      <fieldset className="space-y-4">
        <legend className="font-serif text-2xl">1. Contact</legend>
        <OrderFields fields={CONTACT_FIELDS} errors={errors} values={known} />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="font-serif text-2xl">2. Shipping address</legend>
        <OrderFields fields={ADDRESS_FIELDS} errors={errors} />
      </fieldset>
      <section aria-labelledby="checkout-review" className="space-y-4">
        <h2 id="checkout-review" className="font-serif text-2xl">
          3. Review
        </h2>
        <CartReview cart={cart} />
        <FormField
          id={fieldId(GIFT_CARD_CODE_FIELD)}
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
        {nothingBuyable ? <p role="status">{NOTHING_BUYABLE}</p> : null}
        <SubmitButton
          pending={pending}
          unavailable={nothingBuyable}
          label="Place order"
          pendingLabel="Placing your order…"
        />
      </section>
    </form>
  )
}
