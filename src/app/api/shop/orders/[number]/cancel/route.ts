import { NextResponse } from 'next/server'
import { getCms } from '@/lib/cms/payload'
import { faultResponse } from '@/lib/http/fault'
import { jsonError } from '@/lib/http/json'
import { admitShopCall } from '@/lib/shop/checkout/admit'
import { orderNumber } from '@/lib/shop/checkout/order-number'
import { abandonCardPayment } from '@/lib/shop/stripe/abandon-card-payment'
import { configuredStripe } from '@/lib/shop/stripe/client'
import { sessionBody } from '@/lib/shop/stripe/payable-order'

type Props = { params: Promise<{ number: string }> }

/**
 * POST `{ sessionId }` when the buyer turned back on Stripe's payment page: the unpaid card order is
 * cancelled, its works released at once. 409 when it was paid first (it then stays placed).
 */
export async function POST(request: Request, { params }: Props) {
  const number = orderNumber.safeParse((await params).number)
  if (!number.success) return jsonError(404, 'There is no such order')
  const stripe = configuredStripe()
  if (!stripe) return jsonError(404, 'Card payment is not enabled on this site')
  const admitted = await admitShopCall(request, sessionBody)
  if (!admitted.ok) return admitted.response
  try {
    const abandoned = await abandonCardPayment(await getCms(), stripe, number.data, admitted.body.sessionId)
    if (!abandoned.ok) return jsonError(abandoned.status, abandoned.error)
    return NextResponse.json({ order: abandoned.order })
  } catch (error) {
    return faultResponse(error, {
      logMessage: 'checkout: an abandoned card order could not be cancelled',
      message: 'The order could not be cancelled right now; it is released within 30 minutes by itself.',
    })
  }
}
