import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import type { CartChange } from './cart-change'
import { cartStatements } from './cart-database'
import { log } from '@/lib/log'
import { storedCartLines, type CartLine } from './cart-line'
import type { RawCart } from './cart-statements'

export type CustomerCartOutcome = { ok: true; lines: CartLine[] } | { ok: false; reason: 'no-customer' | 'held-back' }

/** The stored cart as lines: JSON text in SQLite, already parsed in PostgreSQL. */
export function rawCartLines(raw: RawCart): CartLine[] {
  if (typeof raw.cart !== 'string') return storedCartLines(raw.cart)
  try {
    return storedCartLines(JSON.parse(raw.cart))
  } catch (error) {
    log.error({ err: error }, 'cart: stored cart is not JSON')
    return []
  }
}

/** Applies one change to a customer's cart in one statement; held back when its condition did not hold. */
export async function changeCustomerCart(
  payload: Payload,
  customerId: number,
  change: CartChange,
  req?: PayloadRequest,
): Promise<CustomerCartOutcome> {
  const statements = cartStatements(payload, req)
  const changed = await statements.change(customerId, change, new Date())
  if (changed) return { ok: true, lines: rawCartLines(changed) }
  const current = await statements.read(customerId)
  return { ok: false, reason: current ? 'held-back' : 'no-customer' }
}

/** The customer's cart as stored, read straight from the row (the session's copy may be older). */
export async function customerCartLines(payload: Payload, customerId: number): Promise<CartLine[]> {
  const current = await cartStatements(payload).read(customerId)
  return current ? rawCartLines(current) : []
}
