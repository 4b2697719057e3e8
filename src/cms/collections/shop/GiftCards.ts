import type { CollectionConfig, Field } from 'payload'
import { hiddenFromNonShopStaff, noOne, nobody, shopStaffOnly } from '../../access/roles'
import { voidOnSave } from './giftCardVoidHook'

/** Written by the shop's own statements only: shown to staff, never taken from a form. */
const fixed = { access: { update: nobody }, admin: { readOnly: true } } as const

const voidFields: Field[] = [
  {
    name: 'void',
    label: 'Void this card',
    type: 'checkbox',
    virtual: true,
    admin: {
      position: 'sidebar',
      description: 'What is left on the card can no longer be spent. This cannot be undone.',
      condition: (data) => !data?.voidedAt,
    },
  },
  { name: 'voidedAt', type: 'date', admin: { ...fixed.admin, position: 'sidebar' }, access: fixed.access },
  {
    name: 'voidedAmount',
    label: 'Voided (cents)',
    type: 'number',
    min: 0,
    admin: { ...fixed.admin, position: 'sidebar' },
    access: fixed.access,
  },
]

/**
 * A gift card issued when its order is paid. The code itself is only mailed to the recipient: the row keeps
 * its hash and last four characters. The balance changes only by the shop's single guarded statements, each
 * kept in the card's history; the shop's staff may void a card, and cancelling the order that issued it voids it.
 */
export const GiftCards: CollectionConfig = {
  slug: 'gift-cards',
  admin: {
    group: 'Shop',
    useAsTitle: 'last4',
    defaultColumns: ['last4', 'recipientEmail', 'initialBalance', 'balance', 'voidedAt', 'createdAt'],
    hidden: hiddenFromNonShopStaff,
  },
  access: { read: shopStaffOnly, create: noOne, update: shopStaffOnly, delete: noOne },
  hooks: { beforeChange: [voidOnSave] },
  fields: [
    { name: 'codeHash', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
    { name: 'last4', label: 'Code ends in', type: 'text', required: true, ...fixed },
    { name: 'initialBalance', label: 'Initial balance (cents)', type: 'number', required: true, min: 0, ...fixed },
    { name: 'balance', label: 'Balance (cents)', type: 'number', required: true, min: 0, ...fixed },
    { name: 'currency', type: 'text', required: true, defaultValue: 'USD', ...fixed },
    { name: 'recipientName', type: 'text', ...fixed },
    { name: 'recipientEmail', type: 'email', required: true, ...fixed },
    { name: 'message', type: 'textarea', ...fixed },
    { name: 'order', label: 'Bought with order', type: 'relationship', relationTo: 'orders', index: true, ...fixed },
    ...voidFields,
    {
      name: 'history',
      label: 'Balance history',
      type: 'join',
      collection: 'gift-card-events',
      on: 'giftCard',
      defaultSort: 'createdAt',
      admin: { defaultColumns: ['reason', 'change', 'balanceAfter', 'order', 'createdAt'] },
    },
  ],
}
