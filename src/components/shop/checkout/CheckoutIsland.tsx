'use client'

import { useHydrated } from '@/lib/device/useHydrated'
import { CancelledPayment } from './CancelledPayment'
import { CheckoutForm } from './CheckoutForm'

/** The checkout page's visitor-specific part: the page itself is the same for everyone. */
export function CheckoutIsland() {
  // Stripe's payment page sends a buyer who turned back here with the order's number, read once in the browser.
  const hydrated = useHydrated()
  const cancelled = hydrated ? new URLSearchParams(window.location.search).get('cancelled') : null
  return (
    <>
      {cancelled ? <CancelledPayment number={cancelled} /> : null}
      <CheckoutForm />
    </>
  )
}
