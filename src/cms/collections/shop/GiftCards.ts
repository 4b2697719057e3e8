import type { CollectionConfig } from 'payload'
import { serverWrittenAccess } from '../../access/roles'

/**
 * A gift card issued when its order is paid. The code itself is only mailed to the recipient: the row keeps
 * its hash and last four characters. The balance changes only by checkout's single guarded statement.
 */
export const GiftCards: CollectionConfig = {
  slug: 'gift-cards',
  admin: {
    group: 'Shop',
    useAsTitle: 'last4',
    defaultColumns: ['last4', 'recipientEmail', 'initialBalance', 'balance', 'createdAt'],
  },
  access: serverWrittenAccess,
  fields: [
    { name: 'codeHash', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
    { name: 'last4', label: 'Code ends in', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'initialBalance', label: 'Initial balance (cents)', type: 'number', required: true, min: 0 },
    { name: 'balance', label: 'Balance (cents)', type: 'number', required: true, min: 0 },
    { name: 'currency', type: 'text', required: true, defaultValue: 'USD' },
    { name: 'recipientName', type: 'text' },
    { name: 'recipientEmail', type: 'email', required: true },
    { name: 'message', type: 'textarea' },
    { name: 'order', label: 'Bought with order', type: 'relationship', relationTo: 'orders', index: true },
  ],
}
