import { ValidationError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import { voidGiftCard } from '@/lib/shop/gift-cards/void-gift-cards'
import type { GiftCard } from '@/payload-types'

function refuse(req: PayloadRequest, message: string): never {
  throw new ValidationError({ collection: 'gift-cards', errors: [{ path: 'void', message }], req })
}

/**
 * Staff change a card only by voiding it, and the void runs as the shop's one guarded statement on the
 * save's own transaction. The save then writes the statement's balance, not the one the form was loaded
 * with: any other write of the row would put back a balance that a spend has since lowered.
 */
export const voidOnSave: CollectionBeforeChangeHook<GiftCard> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  if (data.void !== true) refuse(req, 'A gift card can only be voided: tick "Void this card" to save')
  const outcome = await voidGiftCard(req.payload, originalDoc.id, new Date(), req)
  if (!outcome.ok) refuse(req, outcome.error)
  return { ...data, ...outcome.card, void: false }
}
