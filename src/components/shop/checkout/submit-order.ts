import { z } from 'zod'

const placed = z.object({
  order: z.object({ number: z.string(), total: z.number(), status: z.string() }),
  redirectUrl: z.string().url().optional(),
  sessionId: z.string().optional(),
})

export type PlacedOrderAnswer = z.infer<typeof placed>

export type SubmitOutcome = ({ ok: true } & PlacedOrderAnswer) | { ok: false; status: number; error: string }

const UNREACHABLE = 'The order could not be sent: check your connection and try again.'

const errorOf = (body: unknown) => {
  const parsed = z.object({ error: z.string() }).safeParse(body)
  return parsed.success ? parsed.data.error : 'The order could not be placed. Please try again.'
}

/** Sends an order to POST /api/shop/orders; whatever comes back becomes something to show the buyer. */
export async function submitOrder(body: unknown): Promise<SubmitOutcome> {
  let response: Response
  try {
    response = await fetch('/api/shop/orders', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch (error) {
    console.error('checkout: the order request failed', error)
    return { ok: false, status: 0, error: UNREACHABLE }
  }
  const answer: unknown = await response.json().catch((error: unknown) => {
    console.error('checkout: the order answer is not JSON', error)
    return undefined
  })
  if (!response.ok) return { ok: false, status: response.status, error: errorOf(answer) }
  const parsed = placed.safeParse(answer)
  if (parsed.success) return { ok: true, ...parsed.data }
  console.error('checkout: unexpected order answer', parsed.error)
  return { ok: false, status: response.status, error: 'The order was sent, but its answer could not be read.' }
}
