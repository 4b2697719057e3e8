import type { CollectionConfig } from 'payload'
import { hiddenFromNonShopStaff, serverWrittenAccess, shopStaffOnly } from '../../access/roles'

/**
 * One new work for one customer who follows its artist: written once, when the work is first published, for
 * every follower at that moment (src/lib/follow-alerts). The pair is unique, so a second fan-out of the same
 * work adds nothing. `seenAt` clears the header's badge; `mailedAt` marks it sent in a daily digest.
 */
export const FollowAlerts: CollectionConfig = {
  slug: 'follow-alerts',
  admin: {
    group: 'Accounts',
    hidden: hiddenFromNonShopStaff,
    defaultColumns: ['customer', 'artwork', 'publishedAt', 'seenAt', 'mailedAt'],
  },
  // Customers' own activity: the shop's staff may read it, nobody writes it through the CMS.
  access: { ...serverWrittenAccess, read: shopStaffOnly },
  indexes: [{ fields: ['customer', 'artwork'], unique: true }],
  fields: [
    // Not required: deleting a customer or a work leaves its alerts without it (the reads skip those) rather than refused.
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true },
    { name: 'artwork', type: 'relationship', relationTo: 'artworks', index: true },
    { name: 'publishedAt', type: 'date', required: true, admin: { readOnly: true } },
    { name: 'seenAt', type: 'date', admin: { readOnly: true } },
    { name: 'mailedAt', type: 'date', index: true, admin: { readOnly: true } },
  ],
}
