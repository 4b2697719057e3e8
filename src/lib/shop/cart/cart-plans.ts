import 'server-only'
import type { Payload } from 'payload'
import type { CartChange } from './cart-change'
import { MAX_CART_LINES } from './cart-line'
import type { AddRequest, ChangeRequest, RemoveRequest } from './cart-requests'
import { publishedWorks, purchase } from './cart-works'

/** What a cart call decides from its body: the change to make, or why it cannot be made. */
export type CartPlan = { ok: true; change: CartChange } | { ok: false; status: 409 | 422; error: string }

async function purchaseOf(payload: Payload, artworkId: number, variantId: string) {
  const works = await publishedWorks(payload, [artworkId])
  return purchase(works.get(artworkId), artworkId, variantId)
}

export async function planAdd(payload: Payload, body: AddRequest): Promise<CartPlan> {
  const bought = await purchaseOf(payload, body.artwork, body.variant)
  if (!bought.ok) return bought
  const line = { artwork: body.artwork, variant: body.variant, quantity: body.quantity }
  return { ok: true, change: { kind: 'add', line, cap: bought.cap, maxLines: MAX_CART_LINES } }
}

/** The option the line moves to must be one that can be bought now, as for an add. */
export async function planChange(payload: Payload, body: ChangeRequest): Promise<CartPlan> {
  const variant = body.to.variant ?? body.variant
  const bought = await purchaseOf(payload, body.artwork, variant)
  if (!bought.ok) return bought
  const from = { artwork: body.artwork, variant: body.variant }
  return { ok: true, change: { kind: 'change', from, variant, quantity: body.to.quantity, cap: bought.cap } }
}

/** Any line can be removed, whatever became of its work. */
export async function planRemove(_payload: Payload, body: RemoveRequest): Promise<CartPlan> {
  return { ok: true, change: { kind: 'remove', line: { artwork: body.artwork, variant: body.variant } } }
}
