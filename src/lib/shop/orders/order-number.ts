import { randomGroupedCode } from '../gift-cards/gift-card-code'

/**
 * An order's reference for the buyer and the gallery, XXXX-XXXX: 32^8 (about 10^12) values, so two
 * orders sharing one is vanishingly rare, and the column's unique index refuses it if they ever do.
 */
export function newOrderNumber(): string {
  return randomGroupedCode(8)
}
