import type { Artwork } from '@/payload-types'
import { OrderRefusal } from './refusal'

/** What checkout reads of a work, inside its transaction, to price a line and decide it may be sold. */
export type SaleFacts = Pick<
  Artwork,
  'id' | 'title' | 'inventory' | 'availability' | 'priceUponRequest' | 'customCommission' | 'variants'
>

export const soldMessage = (title: string) => `${title} has just been sold`

/**
 * Why a line cannot be ordered, in the card's order of rules (On Hold, Sold, Price on Request, the price),
 * or null when it can. Stock read here only words the answer: the guarded reserve statement decides.
 */
export function saleRefusal(work: SaleFacts, price: number, quantity: number): OrderRefusal | null {
  const { title } = work
  if (work.availability === 'On Hold') return new OrderRefusal(422, `${title} is on hold`)
  if (work.availability === 'Sold Out' || work.inventory <= 0) return new OrderRefusal(409, soldMessage(title))
  if (work.inventory < quantity) return new OrderRefusal(409, `Only ${work.inventory} of ${title} left`)
  if (work.customCommission || work.priceUponRequest) {
    return new OrderRefusal(422, `${title} is priced on request: please enquire`)
  }
  if (!(price > 0)) return new OrderRefusal(422, `${title} has no price yet: please enquire`)
  return null
}

/** Dollars (the variant's price) to the order's cents. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100)
}
