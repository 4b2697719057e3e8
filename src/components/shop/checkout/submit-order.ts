import { z } from 'zod'
import { postJson } from '@/components/forms/post-json'
import { ORDER_UNREACHABLE } from './order-code'

const placed = z.object({
  order: z.object({
    number: z.string(),
    total: z.number(),
    status: z.string(),
    confirmationPath: z.string().startsWith('/'),
  }),
  redirectUrl: z.string().url().optional(),
  sessionId: z.string().optional(),
})

export type PlacedOrderAnswer = z.infer<typeof placed>

export type SubmitOutcome = ({ ok: true } & PlacedOrderAnswer) | { ok: false; status: number; error: string }

/** Sends an order to POST /api/shop/orders; whatever comes back becomes something to show the buyer. */
export async function submitOrder(body: unknown): Promise<SubmitOutcome> {
  const answer = await postJson('/api/shop/orders', body, { label: 'checkout: the order request' })
  if (!answer.reached) return { ok: false, status: 0, error: ORDER_UNREACHABLE }
  if (!answer.ok)
    return {
      ok: false,
      status: answer.status,
      error: answer.error ?? 'The order could not be placed. Please try again.',
    }
  const parsed = placed.safeParse(answer.body)
  if (parsed.success) return { ok: true, ...parsed.data }
  console.error('checkout: unexpected order answer', parsed.error)
  return { ok: false, status: answer.status, error: 'The order was sent, but its answer could not be read.' }
}
