import type { CollectionConfig, Field } from 'payload'
import {
  anyone,
  hiddenFromNonShopStaff,
  nobody,
  selfOrShopStaff,
  shopStaffFieldOnly,
  shopStaffOnly,
} from '../access/roles'
import { accountAuth, accountHooks } from '../auth/account-auth'
import { resetRequestEndpoint } from '../auth/password-reset-request'
import { customerPasswordReset } from '../auth/customer-reset-mail'
import { markSessionAfterLogin, markSessionAfterRefresh, unmarkSessionAfterLogout } from '../auth/session-marker'
import { mergeVisitorCart } from '@/lib/shop/cart/merge-on-login'

/** A JSON list on the customer's row that the admin shows and nobody writes through the CMS. */
const serverWrittenList = (name: string, label: string): Field => ({
  name,
  label,
  type: 'json',
  defaultValue: [],
  access: { create: nobody, update: nobody },
  admin: { readOnly: true },
})

/** The shop's customer accounts: saved artworks, followed artists, a cart and the works recently viewed. */
export const Customers: CollectionConfig = {
  slug: 'customers',
  auth: accountAuth({ tokenExpiration: 60 * 60 * 24 * 30, forgotPassword: customerPasswordReset }),
  hooks: {
    ...accountHooks,
    afterLogin: [...accountHooks.afterLogin, mergeVisitorCart, markSessionAfterLogin],
    afterRefresh: [markSessionAfterRefresh],
    afterLogout: [unmarkSessionAfterLogout],
  },
  endpoints: [resetRequestEndpoint('customers')],
  admin: { group: 'Accounts', useAsTitle: 'email', hidden: hiddenFromNonShopStaff },
  access: {
    admin: () => false,
    create: anyone,
    read: selfOrShopStaff,
    update: selfOrShopStaff,
    delete: shopStaffOnly,
  },
  fields: [
    { name: 'firstName', type: 'text' },
    { name: 'lastName', type: 'text' },
    // Lists on the customer's own row, changed only by the single-statement updates of src/lib/customer, so that
    // concurrent saves lose nothing and the cap holds; nobody writes them through the CMS.
    serverWrittenList('artworks', 'Saved artworks (ids)'),
    serverWrittenList('artists', 'Followed artists (slug and label)'),
    serverWrittenList('cart', 'Cart (artwork id, variant id, quantity)'),
    serverWrittenList('recentlyViewed', 'Recently viewed artworks (id and time viewed, newest first)'),
    {
      name: 'followAlertMails',
      label: 'Mail a daily digest of new works by followed artists',
      type: 'checkbox',
      defaultValue: true,
      // Changed by the customer's own call or the unsubscribe link (src/lib/follow-alerts), never through the CMS.
      access: { create: nobody, update: nobody },
    },
    {
      name: 'followAlertsMailedAt',
      label: 'Last digest of new works sent',
      type: 'date',
      access: { create: nobody, update: nobody },
      admin: { readOnly: true },
    },
    {
      name: 'followAlertsClaimedAt',
      label: 'Digest of new works being sent since',
      type: 'date',
      access: { create: nobody, update: nobody },
      admin: { readOnly: true },
    },
    {
      name: 'notes',
      type: 'textarea',
      access: { read: shopStaffFieldOnly, create: shopStaffFieldOnly, update: shopStaffFieldOnly },
    },
  ],
}
