import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'
import { staffOnly } from '../access/roles'

// The sign-up route stores addresses trimmed and in lower case; an address staff type in is kept the same
// way, so one person is one subscriber and the unique index sees them as one.
const normaliseEmail: CollectionBeforeValidateHook = ({ data }) =>
  typeof data?.email === 'string' ? { ...data, email: data.email.trim().toLowerCase() } : data

/** Sign-ups arrive through POST /api/newsletter, which validates and writes with the Local API. */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  admin: {
    group: 'Accounts',
    useAsTitle: 'email',
    defaultColumns: ['email', 'createdAt'],
    components: { beforeListTable: ['/components/admin/SubscribersExport#SubscribersExport'] },
  },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: { beforeValidate: [normaliseEmail] },
  fields: [{ name: 'email', type: 'email', required: true, unique: true, index: true }],
}
