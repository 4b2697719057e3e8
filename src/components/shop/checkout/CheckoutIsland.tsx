'use client'

import { useSearchParams } from 'next/navigation'
import { CancelledPayment } from './CancelledPayment'
import { CheckoutForm } from './CheckoutForm'

/** The checkout page's visitor-specific part: the page itself is the same for everyone. */
export function CheckoutIsland() {
  // Stripe's payment page sends a buyer who turned back here with the order's number.
  const cancelled = useSearchParams().get('cancelled')
  return (
    <>
      {cancelled ? <CancelledPayment number={cancelled} /> : null}
      <CheckoutForm />
    </>
  )
}
