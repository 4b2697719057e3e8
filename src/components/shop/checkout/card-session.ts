import { postJson } from '@/components/forms/post-json'

const storageKey = (number: string) => `checkout-card-session:${number}`

/**
 * Off to Stripe's payment page. The session id stays in this tab, so that a buyer who turns back can
 * cancel the unpaid order (only its own session may) and find the works free to order again.
 */
export function payByCard(number: string, redirectUrl: string, sessionId: string | undefined) {
  try {
    if (sessionId) sessionStorage.setItem(storageKey(number), sessionId)
  } catch (error) {
    console.error('checkout: the payment session could not be kept in this tab', error)
  }
  window.location.assign(redirectUrl)
}

/** The payment went through: nothing is left to cancel from this tab. */
export function forgetCardSession(number: string) {
  try {
    sessionStorage.removeItem(storageKey(number))
  } catch (error) {
    console.error('checkout: the payment session could not be cleared in this tab', error)
  }
}

export type Abandoned = { cancelled: boolean; message?: string }

/** Cancels the unpaid order whose payment the buyer turned back on, if this tab started it. */
export async function abandonCardPayment(number: string): Promise<Abandoned> {
  let sessionId: string | null = null
  try {
    sessionId = sessionStorage.getItem(storageKey(number))
  } catch (error) {
    console.error('checkout: the payment session could not be read in this tab', error)
  }
  if (!sessionId) return { cancelled: false }
  const answer = await postJson(
    `/api/shop/orders/${encodeURIComponent(number)}/cancel`,
    { sessionId },
    { label: 'checkout: the cancellation of the unpaid order' },
  )
  if (!answer.reached) return { cancelled: false }
  if (answer.ok) forgetCardSession(number)
  return { cancelled: answer.ok, message: answer.error ?? undefined }
}
