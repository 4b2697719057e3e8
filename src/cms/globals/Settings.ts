import type { FieldAccess, GlobalConfig } from 'payload'
import { env } from '@/lib/env'
import { DEFAULT_HOLD_SETTINGS } from '@/lib/shop/holds/hold-settings'
import { marketingScriptProblem } from '@/lib/third-party/scripts'
import { ACCESSIBILITY_ACCOUNT_ID, TAG_MANAGER_ID } from '@/lib/third-party/vendors'
import { adminFieldOnly, anyone, staffOnly } from '../access/roles'
import { profileAddress, SOCIAL_NETWORKS } from '@/lib/navigation/social-profiles'

const hexColour = (value: string | null | undefined) =>
  !value || /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(value) || 'A hex colour such as #1f2937.'

// Whatever puts a script on every page, or sends visitors' data out, runs with the visitors' trust: admins only.
const adminChanges: { create: FieldAccess; update: FieldAccess } = { create: adminFieldOnly, update: adminFieldOnly }

/** Site-wide switches. Every optional part is off by default and then loads nothing. */
export const Settings: GlobalConfig = {
  slug: 'settings',
  access: { read: anyone, update: staffOnly },
  admin: { group: 'Content' },
  fields: [
    {
      name: 'promoBanner',
      type: 'group',
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: false },
        { name: 'body', type: 'richText', localized: true },
        { name: 'color', type: 'text', defaultValue: '#ffffff', validate: hexColour },
        { name: 'backgroundColor', type: 'text', defaultValue: '#1f2937', validate: hexColour },
      ],
    },
    {
      name: 'accessibilityWidget',
      type: 'group',
      access: adminChanges,
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: false },
        {
          name: 'accountId',
          type: 'text',
          validate: (value: string | null | undefined) =>
            !value || ACCESSIBILITY_ACCOUNT_ID.test(value) || 'Letters, digits, _ and - only.',
        },
      ],
    },
    {
      name: 'contact',
      type: 'group',
      fields: [
        {
          name: 'supportEmail',
          type: 'email',
          label: 'Support address',
          admin: {
            description:
              'Where enquiries and order notices are sent, and offered where a visitor may need help, such as a search that found nothing. Empty: the SUPPORT_EMAIL the server runs with.',
          },
        },
        {
          name: 'address',
          type: 'group',
          label: 'Gallery address',
          admin: { description: 'Given to search engines with the gallery’s name on the home page. Empty: none.' },
          fields: [
            { name: 'street', type: 'text', label: 'Street address', maxLength: 120 },
            {
              type: 'row',
              fields: [
                { name: 'locality', type: 'text', label: 'City', maxLength: 80 },
                { name: 'region', type: 'text', label: 'State or region', maxLength: 80 },
                { name: 'postalCode', type: 'text', label: 'Postal code', maxLength: 20 },
                {
                  name: 'country',
                  type: 'text',
                  label: 'Country code',
                  admin: { placeholder: 'US' },
                  validate: (value: string | null | undefined) =>
                    !value || /^[A-Z]{2}$/.test(value) || 'Two capital letters, as in US or GB.',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'social',
      type: 'group',
      label: 'Social profiles',
      admin: { description: 'Each shows as a link in the footer; an empty one is left out.' },
      fields: [
        ...SOCIAL_NETWORKS.map(({ name, label, example }) => ({
          name,
          type: 'text' as const,
          label,
          validate: profileAddress,
          admin: { placeholder: example },
        })),
        {
          name: 'others',
          type: 'array',
          label: 'Other profiles',
          maxRows: 6,
          fields: [
            { name: 'label', type: 'text', required: true, maxLength: 40 },
            { name: 'url', type: 'text', required: true, label: 'Address', validate: profileAddress },
          ],
        },
      ],
    },
    {
      name: 'shop',
      type: 'group',
      fields: [
        {
          name: 'shippingText',
          type: 'textarea',
          localized: true,
          label: 'Shipping and delivery',
          admin: { description: 'Shown on every product page. Empty: the gallery’s standard terms.' },
        },
        {
          name: 'returnsText',
          type: 'textarea',
          localized: true,
          label: 'Returns',
          admin: { description: 'Shown on every product page. Empty: the gallery’s standard terms.' },
        },
        {
          name: 'maxOpenOrders',
          type: 'number',
          label: 'Most unpaid orders at once per buyer',
          defaultValue: DEFAULT_HOLD_SETTINGS.maxOpenOrders,
          min: 1,
          max: 100,
          required: true,
          admin: { description: 'Counted per email address, per customer account and per network address.' },
        },
        {
          name: 'maxOpenUnits',
          type: 'number',
          label: 'Most works in unpaid orders at once per buyer',
          defaultValue: DEFAULT_HOLD_SETTINGS.maxOpenUnits,
          min: 1,
          max: 500,
          required: true,
          admin: { description: 'Counted as the previous limit: an edition of three counts three.' },
        },
        {
          name: 'requestHoldHours',
          type: 'number',
          label: 'Hours an accepted request to purchase holds its works',
          defaultValue: DEFAULT_HOLD_SETTINGS.requestHoldHours,
          min: 1,
          max: 720,
          required: true,
          admin: { description: 'Unpaid by then, the order is cancelled and its works are for sale again.' },
        },
      ],
    },
    {
      name: 'featureFlags',
      type: 'group',
      fields: [
        { name: 'savedArtworks', type: 'checkbox', defaultValue: true, label: 'Saved artworks and follows' },
        {
          name: 'maxSavedArtworks',
          type: 'number',
          label: 'Most artworks a customer can save',
          defaultValue: 150,
          min: 1,
          max: 1000,
          required: true,
        },
        { name: 'seasonalGiftGuide', type: 'checkbox', defaultValue: false, label: 'Seasonal gift guide in the menu' },
        {
          name: 'tracking',
          type: 'checkbox',
          defaultValue: false,
          label: 'Page-view tracking',
          access: adminChanges,
        },
      ],
    },
    {
      name: 'tracking',
      type: 'group',
      access: adminChanges,
      admin: { description: 'Only admins change these: each one runs a script on every page.' },
      fields: [
        {
          name: 'tagManagerContainerId',
          type: 'text',
          validate: (value: string | null | undefined) =>
            !value || TAG_MANAGER_ID.test(value) || 'A container id such as GTM-AB12CD.',
        },
        { name: 'marketingScriptEnabled', type: 'checkbox', defaultValue: false },
        {
          name: 'marketingScriptUrl',
          type: 'text',
          admin: { description: 'An https:// address on a host the server allows (MARKETING_SCRIPT_HOSTS).' },
          validate: (value: string | null | undefined) =>
            !value || (marketingScriptProblem(value, env().MARKETING_SCRIPT_HOSTS) ?? true),
        },
      ],
    },
  ],
}
