import type { CollectionConfig } from 'payload'
import { GIFT_CARD_EVENT_REASONS } from '@/lib/shop/gift-cards/gift-card-events'
import { hiddenFromNonShopStaff, noOne, shopStaffOnly } from '../../access/roles'

/**
 * A gift card's balance history: one row per change (issued, spent by an order, refunded by a cancel,
 * voided), written in the transaction that made the change. The shop's staff read it; nobody edits or deletes one.
 */
export const GiftCardEvents: CollectionConfig = {
  slug: 'gift-card-events',
  admin: {
    group: 'Shop',
    defaultColumns: ['giftCard', 'reason', 'change', 'balanceAfter', 'order', 'createdAt'],
    hidden: hiddenFromNonShopStaff,
  },
  access: { read: shopStaffOnly, create: noOne, update: noOne, delete: noOne },
  fields: [
    { name: 'giftCard', type: 'relationship', relationTo: 'gift-cards', required: true, index: true },
    { name: 'change', label: 'Change (cents)', type: 'number', required: true },
    { name: 'balanceAfter', label: 'Balance after (cents)', type: 'number', required: true, min: 0 },
    {
      name: 'reason',
      type: 'select',
      required: true,
      options: GIFT_CARD_EVENT_REASONS.map((reason) => ({
        label: reason[0]!.toUpperCase() + reason.slice(1),
        value: reason,
      })),
    },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
  ],
}
