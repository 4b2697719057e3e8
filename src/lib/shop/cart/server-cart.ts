import 'server-only'
import type { Payload } from 'payload'
import { getCms } from '@/lib/cms/payload'
import { presentsCredentials, requestingCustomer } from '@/lib/customer/session'
import { visitorCartLines } from './cart-cookie'
import { storedCartLines, type CartLine } from './cart-line'
import { changeCustomerCart } from './customer-cart'

export { clearedCartCookies } from './cart-cookie'

/** Whose cart a request speaks for: a signed-in customer's (on their row) or a visitor's (in the cookie). */
export type CartOwner = { kind: 'customer'; id: number } | { kind: 'visitor' }

export type ServerCart = { owner: CartOwner; lines: CartLine[] }

/** The request's cart with its owner; a customer's session wins over any visitor cookie still around. */
export async function readCartWith(payload: Payload, request: Request): Promise<ServerCart> {
  const customer = presentsCredentials(payload, request, undefined)
    ? await requestingCustomer(payload, request, undefined)
    : null
  if (customer) return { owner: { kind: 'customer', id: customer.id }, lines: storedCartLines(customer.cart) }
  return { owner: { kind: 'visitor' }, lines: await visitorCartLines(request.headers) }
}

/**
 * Empties the owner's cart after an order. A customer's row is cleared here; a visitor's cart lives in the
 * browser, so the caller's answer must also carry the Set-Cookie values of `clearedCartCookies()`.
 */
export async function emptyCart(owner: CartOwner): Promise<void> {
  if (owner.kind !== 'customer') return
  await changeCustomerCart(await getCms(), owner.id, { kind: 'clear' })
}
