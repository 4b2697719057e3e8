import { answerBuyerOrder } from '@/lib/shop/orders/buyer-order-api'

type Props = { params: Promise<{ number: string }> }

/** One order, to its customer or to whoever holds its own link; see answerBuyerOrder. */
export function GET(request: Request, { params }: Props) {
  return answerBuyerOrder(request, params)
}
