import type { CollectionConfig } from 'payload'
import { adminOnly, isAdmin, isStaff } from '../access/roles'
import { accountAuth, accountHooks } from '../auth/account-auth'
import { resetRequestEndpoint } from '../auth/password-reset-request'

/** Gallery staff: editors run the content, the shop role runs orders, gift cards, enquiries and customers, admins do both and manage staff accounts. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: accountAuth(),
  hooks: accountHooks,
  endpoints: [resetRequestEndpoint('users')],
  admin: { group: 'Accounts', useAsTitle: 'email' },
  access: {
    admin: isStaff,
    read: ({ req }) => isAdmin({ req }) || (isStaff({ req }) && { id: { equals: req.user?.id } }),
    create: adminOnly,
    update: ({ req }) => isAdmin({ req }) || (isStaff({ req }) && { id: { equals: req.user?.id } }),
    delete: adminOnly,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: [
        { label: 'Editor', value: 'editor' },
        { label: 'Shop', value: 'shop' },
        { label: 'Admin', value: 'admin' },
      ],
      access: { update: ({ req }) => isAdmin({ req }) },
    },
  ],
}
