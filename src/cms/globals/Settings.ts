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
        { name: 'accountId', type: 'text' },
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
        { name: 'tagManagerContainerId', type: 'text' },
        { name: 'marketingScriptEnabled', type: 'checkbox', defaultValue: false },
        { name: 'marketingScriptUrl', type: 'text' },
      ],
    },
  ],
}
