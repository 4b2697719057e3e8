import type { OrderStatus } from './order-statuses'

/**
 * Where an order may go from each status: requested → pending (accepted: its works held) | paid | cancelled,
 * pending → paid | cancelled, paid → fulfilled | cancelled.
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  requested: ['pending', 'paid', 'cancelled'],
  pending: ['paid', 'cancelled'],
  paid: ['fulfilled', 'cancelled'],
  fulfilled: [],
  cancelled: [],
}

/** The statuses an order may be in to move to `to`: the claim's condition. */
export function statusesBefore(to: OrderStatus): OrderStatus[] {
  return (Object.keys(NEXT) as OrderStatus[]).filter((from) => NEXT[from].includes(to))
}

/** Why an order in `from` cannot move to `to`, in staff's words. */
export function transitionError(from: OrderStatus, to: OrderStatus): string {
  if (from === to) return `The order is already ${from}`
  const allowed = NEXT[from]
  if (allowed.length === 0) return `A ${from} order cannot change status`
  const choices = allowed.length > 1 ? `${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}` : allowed.join('')
  return `A ${from} order can only become ${choices}, not ${to}`
}
