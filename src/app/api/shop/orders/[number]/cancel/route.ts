import { NextResponse } from 'next/server'
import { getCms } from '@/lib/cms/payload'
import { answerOrFault } from '@/lib/http/fault'
import { jsonError } from '@/lib/http/json'
import { abandonCardPayment } from '@/lib/shop/stripe/abandon-card-payment'
import { admitCardReturn } from '@/lib/shop/stripe/admit-card-return'

type Props = { params: Promise<{ number: string }> }

const FAULT = {
  logMessage: 'checkout: an abandoned card order could not be cancelled',
  message: 'The order could not be cancelled right now; it is released within 30 minutes by itself.',
}

/**
 * POST `{ sessionId }` when the buyer turned back on Stripe's payment page: the unpaid card order is
 * cancelled, its works released at once. 409 when it was paid first (it then stays placed).
 */
export async function POST(request: Request, { params }: Props) {
  const admitted = await admitCardReturn(request, params)
  if (!admitted.ok) return admitted.response
  const { number, stripe, sessionId } = admitted
  return answerOrFault(FAULT, async () => {
    const abandoned = await abandonCardPayment(await getCms(), stripe, number, sessionId)
    if (!abandoned.ok) return jsonError(abandoned.status, abandoned.error)
    return NextResponse.json({ order: abandoned.order })
  })
}
