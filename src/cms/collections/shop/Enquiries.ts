import type { CollectionConfig } from 'payload'
import { hiddenFromNonShopStaff, noOne, shopStaffOnly } from '../../access/roles'

/** A visitor's question about a work or a service (price on request, advisory, a commission): the form stores it here. */
export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  admin: {
    group: 'Shop',
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'artwork', 'topic', 'handled', 'createdAt'],
    listSearchableFields: ['name', 'email'],
    hidden: hiddenFromNonShopStaff,
  },
  access: { read: shopStaffOnly, create: noOne, update: shopStaffOnly, delete: shopStaffOnly },
  fields: [
    { name: 'artwork', type: 'relationship', relationTo: 'artworks', index: true, admin: { readOnly: true } },
    {
      // What a page's enquiry form is about (an advisory service, a commission), as the page's editor named it.
      name: 'topic',
      type: 'text',
      maxLength: 200,
      admin: { readOnly: true },
    },
    { name: 'name', type: 'text', required: true, maxLength: 200, admin: { readOnly: true } },
    { name: 'email', type: 'email', required: true, admin: { readOnly: true } },
    { name: 'message', type: 'textarea', required: true, maxLength: 5000, admin: { readOnly: true } },
    { name: 'handled', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
  ],
}
