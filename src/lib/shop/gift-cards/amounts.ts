/** The gift card's denominations, in dollars: the product page offers these and checkout accepts only these. */
export const GIFT_CARD_AMOUNTS = [100, 250, 500, 1000] as const

export type GiftCardAmount = (typeof GIFT_CARD_AMOUNTS)[number]

export function isGiftCardAmount(amount: number): amount is GiftCardAmount {
  return (GIFT_CARD_AMOUNTS as readonly number[]).includes(amount)
}
