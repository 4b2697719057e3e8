'use client'

import { useEffect, useState } from 'react'
import { useSWRConfig } from 'swr'
import { CART_KEY } from '../cart/cart-client'
import { abandonCardPayment, type Abandoned } from './card-session'

/** Back from Stripe's page without paying: the unpaid order is cancelled and the buyer told so. */
export function CancelledPayment({ number }: { number: string }) {
  const [outcome, setOutcome] = useState<Abandoned | null>(null)
  const { mutate } = useSWRConfig()
  useEffect(() => {
    let current = true
    void abandonCardPayment(number).then(async (abandoned) => {
      // The works the order held are free again: the cart's availability is read anew.
      if (abandoned.cancelled) await mutate(CART_KEY)
      if (current) setOutcome(abandoned)
    })
    return () => {
      current = false
    }
  }, [number, mutate])
  if (!outcome) return <p role="status">Payment for order {number} was not completed…</p>
  if (outcome.cancelled)
    return (
      <p role="status">
        Payment was not completed, so order {number} is cancelled. Your cart is as you left it: you can order again.
      </p>
    )
  return <p role="status">{outcome.message ?? `Payment for order ${number} was not completed.`}</p>
}
