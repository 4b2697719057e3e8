import { log } from '@/lib/log'
import { OrderRefusal } from '../orders/refusal'
import { soldMessage } from '../orders/sale-rules'
import type { StockStatements } from './stock-statements'

export type Units = { artworkId: number; title: string; quantity: number }

/**
 * Takes each work's units, in ascending work id so two orders never wait on each other's rows. A work with
 * fewer units left than asked rolls the whole order back: exactly one of two buyers of a last unit wins.
 */
export async function reserveUnits(stock: StockStatements, units: readonly Units[]): Promise<void> {
  for (const { artworkId, title, quantity } of [...units].sort((a, b) => a.artworkId - b.artworkId)) {
    if ((await stock.reserve(artworkId, quantity)) === null) throw new OrderRefusal(409, soldMessage(title))
  }
}

/** Gives a cancelled order's units back, in the same order the reservation took them. */
export async function releaseUnits(stock: StockStatements, units: readonly Omit<Units, 'title'>[]): Promise<void> {
  for (const { artworkId, quantity } of [...units].sort((a, b) => a.artworkId - b.artworkId)) {
    if ((await stock.release(artworkId, quantity)) === null) {
      log.warn({ artworkId, quantity }, 'shop: a cancelled order released units of a work that is gone')
    }
  }
}
