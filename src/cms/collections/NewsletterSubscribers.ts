import type { CollectionConfig } from 'payload'
import { staffOnly } from '../access/roles'

/** Sign-ups arrive through POST /api/newsletter, which validates and writes with the Local API. */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  admin: { group: 'Accounts', useAsTitle: 'email', defaultColumns: ['email', 'createdAt'] },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [{ name: 'email', type: 'email', required: true, unique: true, index: true }],
}
