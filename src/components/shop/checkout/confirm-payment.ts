import { z } from 'zod'
import { postJson } from '@/components/forms/post-json'

const confirmed = z.object({ order: z.object({ number: z.string(), status: z.string() }) })

export type PaymentCheck = { state: 'paid' } | { state: 'refused'; message: string }

const UNREACHABLE = 'Your payment could not be checked just now: reload this page in a moment.'

/** Asks the server to verify the Stripe payment of an order and mark it paid (once, however often asked). */
export async function confirmPayment(number: string, sessionId: string): Promise<PaymentCheck> {
  const answer = await postJson(
    `/api/shop/orders/${encodeURIComponent(number)}/confirm`,
    { sessionId },
    { label: 'checkout: the payment confirmation' },
  )
  if (!answer.reached) return { state: 'refused', message: UNREACHABLE }
  if (answer.ok && confirmed.safeParse(answer.body).success) return { state: 'paid' }
  return { state: 'refused', message: answer.error ?? UNREACHABLE }
}
