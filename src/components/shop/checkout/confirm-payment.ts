import { z } from 'zod'

const confirmed = z.object({ order: z.object({ number: z.string(), status: z.string() }) })

export type PaymentCheck = { state: 'paid' } | { state: 'refused'; message: string }

const UNREACHABLE = 'Your payment could not be checked just now: reload this page in a moment.'

/** Asks the server to verify the Stripe payment of an order and mark it paid (once, however often asked). */
export async function confirmPayment(number: string, sessionId: string): Promise<PaymentCheck> {
  let response: Response
  try {
    response = await fetch(`/api/shop/orders/${encodeURIComponent(number)}/confirm`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId }),
    })
  } catch (error) {
    console.error('checkout: the payment confirmation failed', error)
    return { state: 'refused', message: UNREACHABLE }
  }
  const body: unknown = await response.json().catch((error: unknown) => {
    console.error('checkout: the payment confirmation is not JSON', error)
    return undefined
  })
  if (response.ok && confirmed.safeParse(body).success) return { state: 'paid' }
  const refusal = z.object({ error: z.string() }).safeParse(body)
  return { state: 'refused', message: refusal.success ? refusal.data.error : UNREACHABLE }
}
