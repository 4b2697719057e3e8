import type { Field } from 'payload'

/** What every rail shares: a title, an optional 'View all' link, a layout and how many cards. */
export const railFields: Field[] = [
  { name: 'title', type: 'text', required: true, localized: true },
  {
    name: 'viewAll',
    label: "'View all' link",
    type: 'group',
    fields: [
      { name: 'label', type: 'text', localized: true, defaultValue: 'View all' },
      {
        name: 'path',
        type: 'text',
        admin: { description: 'Leave empty to hide the link, e.g. /artworks/new-arrivals.' },
      },
    ],
  },
  {
    name: 'layout',
    type: 'select',
    required: true,
    defaultValue: 'scroll',
    options: [
      { label: 'Horizontally scrolling row', value: 'scroll' },
      { label: 'Grid', value: 'grid' },
    ],
  },
  { name: 'limit', type: 'number', required: true, defaultValue: 8, min: 1, max: 24 },
]
