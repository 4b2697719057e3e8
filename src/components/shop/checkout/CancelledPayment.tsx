'use client'

import { useEffect, useState } from 'react'
import { abandonCardPayment, type Abandoned } from './card-session'

/** Back from Stripe's page without paying: the unpaid order is cancelled and the buyer told so. */
export function CancelledPayment({ number }: { number: string }) {
  const [outcome, setOutcome] = useState<Abandoned | null>(null)
  useEffect(() => {
    let current = true
    void abandonCardPayment(number).then((abandoned) => current && setOutcome(abandoned))
    return () => {
      current = false
    }
  }, [number])
  if (!outcome) return <p role="status">Payment for order {number} was not completed…</p>
  if (outcome.cancelled)
    return (
      <p role="status">
        Payment was not completed, so order {number} is cancelled. Your cart is as you left it: you can order again.
      </p>
    )
  return <p role="status">{outcome.message ?? `Payment for order ${number} was not completed.`}</p>
}
