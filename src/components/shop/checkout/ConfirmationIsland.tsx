'use client'

import { Link } from '@/components/ui/Link'
import { useEffect, useState } from 'react'
import { useHydrated } from '@/lib/device/useHydrated'
import { BuyerOrderView } from '../orders/BuyerOrderView'
import { forgetCardSession } from './card-session'
import { confirmPayment, type PaymentCheck } from './confirm-payment'
import { OrderProblem } from './OrderProblem'

type OrderAddress = { number: string; orderKey: string | null }

/** The card payment's outcome, asked for once the page is open, then the order as it now stands. */
function CardPayment({ number, orderKey, sessionId }: OrderAddress & { sessionId: string }) {
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
  return <BuyerOrderView number={number} orderKey={orderKey} />
}

/**
 * /checkout/confirmation?order=N&key=K, the order's own address (a reload or a bookmark keeps it), with
 * …&session_id=… when Stripe's payment page sent the buyer back.
 */
export function ConfirmationIsland() {
  // The address is read in the browser: the page is the same cached HTML for every order.
  const hydrated = useHydrated()
  if (!hydrated) return <p role="status">Loading your order…</p>
  const params = new URLSearchParams(window.location.search)
  const number = params.get('order')
  const orderKey = params.get('key')
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
  if (sessionId) return <CardPayment number={number} orderKey={orderKey} sessionId={sessionId} />
  return <BuyerOrderView number={number} orderKey={orderKey} />
}
