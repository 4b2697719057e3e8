import { CARD_HOLD_MINUTES } from '@/lib/shop/holds/hold-settings'

type Props = { payment: 'card' | 'request'; shipping: string }

/** Before Place order: how this gallery takes payment, and what shipping costs. The same for every buyer. */
export function CheckoutTerms({ payment, shipping }: Props) {
  return (
    <section aria-labelledby="checkout-terms" className="mt-6 max-w-2xl space-y-3 border border-line p-4">
      <h2 id="checkout-terms" className="font-serif text-xl">
        How ordering works
      </h2>
      {payment === 'card' ? (
        <p>
          After Place order you pay by card on Stripe’s secure payment page. Your works are held for you for{' '}
          {CARD_HOLD_MINUTES} minutes while you pay.
        </p>
      ) : (
        <p>
          No payment is taken now. Place order sends the gallery a request to purchase, and the gallery will be in touch
          by email to arrange payment and delivery.
        </p>
      )}
      <p>
        <span className="font-medium">Shipping: </span>
        {shipping}
      </p>
    </section>
  )
}
