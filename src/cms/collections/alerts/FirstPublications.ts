import type { CollectionConfig } from 'payload'
import { hiddenFromNonShopStaff, serverWrittenAccess, shopStaffOnly } from '../../access/roles'

/**
 * When each artwork was first published: the unique row a publish inserts decides that it is the first, so a
 * work unpublished and published again, or edited, alerts nobody a second time. The migration that made this
 * table entered every work already published then.
 */
export const FirstPublications: CollectionConfig = {
  slug: 'first-publications',
  admin: { group: 'Accounts', hidden: hiddenFromNonShopStaff, defaultColumns: ['artwork', 'publishedAt'] },
  // Customers' own activity: the shop's staff may read it, nobody writes it through the CMS.
  access: { ...serverWrittenAccess, read: shopStaffOnly },
  fields: [
    { name: 'artwork', type: 'relationship', relationTo: 'artworks', unique: true, index: true },
    { name: 'publishedAt', type: 'date', required: true, admin: { readOnly: true } },
  ],
}
