'use client'

import { Link } from '@/components/ui/Link'
import { useEffect, useState } from 'react'
import { useHydrated } from '@/lib/device/useHydrated'
import { forgetCardSession } from './card-session'
import { confirmPayment, type PaymentCheck } from './confirm-payment'
import { OrderConfirmation, RequestToPurchaseNote } from './OrderConfirmation'
import { OrderProblem } from './OrderProblem'

/** The card payment's outcome, asked for once the page is open (the page itself is the same for everyone). */
function CardPayment({ number, sessionId }: { number: string; sessionId: string }) {
  const [check, setCheck] = useState<PaymentCheck | null>(null)
  useEffect(() => {
    let current = true
    void confirmPayment(number, sessionId).then((outcome) => {
      if (outcome.state === 'paid') forgetCardSession(number)
      if (current) setCheck(outcome)
    })
    return () => {
      current = false
    }
  }, [number, sessionId])
  if (!check) return <p role="status">Confirming your payment…</p>
  if (check.state === 'refused') return <OrderProblem message={check.message} />
  return (
    <OrderConfirmation number={number}>
      <p>Your payment has been received. A confirmation is on its way by email.</p>
    </OrderConfirmation>
  )
}

/** /checkout/confirmation?order=N (request to purchase) or …&session_id=… (back from Stripe's payment page). */
export function ConfirmationIsland() {
  // The address is read in the browser: the page is the same cached HTML for every order.
  const hydrated = useHydrated()
  if (!hydrated) return <p role="status">Loading your order…</p>
  const params = new URLSearchParams(window.location.search)
  const number = params.get('order')
  const sessionId = params.get('session_id')
  if (!number)
    return (
      <p>
        There is no order to show here.{' '}
        <Link href="/artworks" className="underline">
          Browse artwork
        </Link>
      </p>
    )
  if (sessionId) return <CardPayment number={number} sessionId={sessionId} />
  return (
    <OrderConfirmation number={number}>
      <RequestToPurchaseNote />
    </OrderConfirmation>
  )
}
