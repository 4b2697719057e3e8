import { log } from '@/lib/log'
import type { StockStatements } from './stock-statements'

export type Units = { artworkId: number; quantity: number }

/** Thrown when a work had fewer units left than an order asked for: the order's transaction rolls back. */
export class UnitsGone extends Error {
  constructor(
    readonly artworkId: number,
    readonly quantity: number,
  ) {
    super(`work ${artworkId} has fewer units left than ordered`)
    this.name = 'UnitsGone'
  }
}

const byWork = (units: readonly Units[]) => [...units].sort((a, b) => a.artworkId - b.artworkId)

/**
 * Takes each work's units, in ascending work id so two orders never wait on each other's rows. A work with
 * fewer units left than asked rolls the whole order back: exactly one of two buyers of a last unit wins.
 */
export async function reserveUnits(stock: StockStatements, units: readonly Units[]): Promise<void> {
  for (const { artworkId, quantity } of byWork(units)) {
    if ((await stock.reserve(artworkId, quantity)) === null) throw new UnitsGone(artworkId, quantity)
  }
}

/** Refuses, as a reservation would, an order asking for more units than a work has left; takes none. */
export async function checkUnits(stock: StockStatements, units: readonly Units[]): Promise<void> {
  for (const { artworkId, quantity } of byWork(units)) {
    if (!(await stock.available(artworkId, quantity))) throw new UnitsGone(artworkId, quantity)
  }
}

/** Gives a cancelled order's units back, in the same order the reservation took them. */
export async function releaseUnits(stock: StockStatements, units: readonly Units[]): Promise<void> {
  for (const { artworkId, quantity } of byWork(units)) {
    if ((await stock.release(artworkId, quantity)) === null) {
      log.warn({ artworkId, quantity }, 'shop: a cancelled order released units of a work that is gone')
    }
  }
}

/** Each work's units over an order's lines (two framings of one print share its stock). */
export function unitsByWork(lines: readonly { artwork?: unknown; quantity: number }[]): Units[] {
  const total = new Map<number, number>()
  for (const line of lines) {
    if (typeof line.artwork === 'number') total.set(line.artwork, (total.get(line.artwork) ?? 0) + line.quantity)
  }
  return [...total].map(([artworkId, quantity]) => ({ artworkId, quantity }))
}
