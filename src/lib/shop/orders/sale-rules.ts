import type { Artwork } from '@/payload-types'
import { OrderRefusal } from './refusal'

/** What checkout reads of a work, inside its transaction, to price a line and decide it may be sold. */
export type SaleFacts = Pick<
  Artwork,
  'id' | 'title' | 'availability' | 'priceUponRequest' | 'customCommission' | 'variants'
>

/** The answer to a buyer whose units another order took: fewer left than asked, or none. */
export function soldOutMessage(title: string, left: number, asked = 1): string {
  return left > 0 && left < asked ? `Only ${left} of ${title} left` : `${title} is sold`
}

/**
 * Why a line cannot be ordered, in the card's order of rules (On Hold, Sold, Price on Request, the price),
 * or null when it can. Stock is not read here: the reserve statement before it has already taken the units.
 */
export function saleRefusal(work: SaleFacts, price: number): OrderRefusal | null {
  const { title } = work
  if (work.availability === 'On Hold') return new OrderRefusal(422, `${title} is on hold`)
  if (work.availability === 'Sold Out') return new OrderRefusal(409, soldOutMessage(title, 0))
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
