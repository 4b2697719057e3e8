import { answerCart, answerCartChange } from '@/lib/shop/cart/cart-api'
import { planAdd, planChange, planRemove } from '@/lib/shop/cart/cart-plans'
import { addRequest, changeRequest, removeRequest } from '@/lib/shop/cart/cart-requests'

/** The cart of the request: `{ lines, count, subtotal }`, prices from the database. */
export function GET(request: Request) {
  return answerCart(request)
}

/** Adds `{ artwork, variant, quantity? }`; answers the priced cart. */
export function POST(request: Request) {
  return answerCartChange(request, addRequest, planAdd)
}

/** Changes a line `{ artwork, variant, to: { variant?, quantity? } }`; answers the priced cart. */
export function PATCH(request: Request) {
  return answerCartChange(request, changeRequest, planChange)
}

/** Removes a line `{ artwork, variant }`; answers the priced cart. */
export function DELETE(request: Request) {
  return answerCartChange(request, removeRequest, planRemove)
}
