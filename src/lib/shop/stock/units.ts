import { log } from '@/lib/log'
import type { OptionUnits, StockStatements } from './stock-statements'

/** A work's units over an order, and what each of its options takes (an option may keep its own count). */
export type Units = { artworkId: number; quantity: number; options: OptionUnits[] }

/**
 * Thrown when a work (or, with `variant`, one of its options) had fewer units left than an order asked for:
 * the order's transaction rolls back.
 */
export class UnitsGone extends Error {
  constructor(
    readonly artworkId: number,
    readonly quantity: number,
    readonly variant?: string,
  ) {
    super(`work ${artworkId}${variant ? ` option ${variant}` : ''} has fewer units left than ordered`)
    this.name = 'UnitsGone'
  }
}

const byWork = (units: readonly Units[]) => [...units].sort((a, b) => a.artworkId - b.artworkId)

/**
 * Takes each work's units, then its options' own, in ascending work id so two orders never wait on each
 * other's rows. A work or option with fewer units left than asked rolls the whole order back: exactly one of
 * two buyers of a last unit wins.
 */
export async function reserveUnits(stock: StockStatements, units: readonly Units[]): Promise<void> {
  for (const { artworkId, quantity, options } of byWork(units)) {
    if ((await stock.reserve(artworkId, quantity)) === null) throw new UnitsGone(artworkId, quantity)
    for (const option of options) {
      if (!(await stock.reserveOption(option))) throw new UnitsGone(artworkId, option.quantity, option.variant)
    }
  }
}

/** Refuses, as a reservation would, an order asking for more units than a work or option has left; takes none. */
export async function checkUnits(stock: StockStatements, units: readonly Units[]): Promise<void> {
  for (const { artworkId, quantity, options } of byWork(units)) {
    if (!(await stock.available(artworkId, quantity))) throw new UnitsGone(artworkId, quantity)
    for (const option of options) {
      if (!(await stock.optionAvailable(option))) throw new UnitsGone(artworkId, option.quantity, option.variant)
    }
  }
}

/** Gives a cancelled order's units back, in the same order the reservation took them. */
export async function releaseUnits(stock: StockStatements, units: readonly Units[]): Promise<void> {
  for (const { artworkId, quantity, options } of byWork(units)) {
    if ((await stock.release(artworkId, quantity)) === null) {
      log.warn({ artworkId, quantity }, 'shop: a cancelled order released units of a work that is gone')
    }
    for (const option of options) await stock.releaseOption(option)
  }
}

type UnitLine = { artwork?: unknown; variant?: string | null; quantity: number }

/** Each work's units over an order's lines (two framings of one print share its stock), with each option's. */
export function unitsByWork(lines: readonly UnitLine[]): Units[] {
  const works = new Map<number, Units>()
  for (const { artwork, variant, quantity } of lines) {
    if (typeof artwork !== 'number') continue
    const work = works.get(artwork) ?? { artworkId: artwork, quantity: 0, options: [] }
    work.quantity += quantity
    const option = variant ? work.options.find((candidate) => candidate.variant === variant) : undefined
    if (option) option.quantity += quantity
    else if (variant) work.options.push({ artworkId: artwork, variant, quantity })
    works.set(artwork, work)
  }
  return [...works.values()].map((work) => ({
    ...work,
    options: work.options.sort((a, b) => a.variant.localeCompare(b.variant)),
  }))
}
