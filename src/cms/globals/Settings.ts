import type { GlobalConfig } from 'payload'
import { anyone, staffOnly } from '../access/roles'

const hexColour = (value: string | null | undefined) =>
  !value || /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(value) || 'A hex colour such as #1f2937.'

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
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: false },
        {
          name: 'accountId',
          type: 'text',
          validate: (value: string | null | undefined) =>
            !value || /^[A-Za-z0-9_-]{3,64}$/.test(value) || 'Letters, digits, _ and - only.',
        },
      ],
    },
    {
      name: 'featureFlags',
      type: 'group',
      fields: [
        { name: 'savedArtworks', type: 'checkbox', defaultValue: true, label: 'Saved artworks and follows' },
        { name: 'seasonalGiftGuide', type: 'checkbox', defaultValue: false, label: 'Seasonal gift guide in the menu' },
        { name: 'tracking', type: 'checkbox', defaultValue: false, label: 'Page-view tracking' },
      ],
    },
    {
      name: 'tracking',
      type: 'group',
      fields: [
        {
          name: 'tagManagerContainerId',
          type: 'text',
          validate: (value: string | null | undefined) =>
            !value || /^GTM-[A-Z0-9]{4,12}$/.test(value) || 'A container id such as GTM-AB12CD.',
        },
        { name: 'marketingScriptEnabled', type: 'checkbox', defaultValue: false },
        {
          name: 'marketingScriptUrl',
          type: 'text',
          validate: (value: string | null | undefined) =>
            !value || /^https:\/\/[^\s"'<>]+$/.test(value) || 'An https:// address.',
        },
      ],
    },
  ],
}
