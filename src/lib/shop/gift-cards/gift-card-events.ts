import type { PayloadRequest } from 'payload'

/** Why a gift card's balance changed: each change is kept as a row of its balance history. */
export const GIFT_CARD_EVENT_REASONS = ['issued', 'spent', 'refunded', 'voided'] as const
export type GiftCardEventReason = (typeof GIFT_CARD_EVENT_REASONS)[number]

export type GiftCardEvent = {
  giftCard: number
  /** Cents added to (positive) or taken off (negative) the balance. */
  change: number
  balanceAfter: number
  reason: GiftCardEventReason
  order: number | null
}

/** Records a change of a card's balance on `req`'s transaction, the one that made the change. */
export async function recordGiftCardEvent(req: PayloadRequest, event: GiftCardEvent): Promise<void> {
  await req.payload.create({ collection: 'gift-card-events', data: event, req, overrideAccess: true, depth: 0 })
}
