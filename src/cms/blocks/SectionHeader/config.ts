import { defineBlock } from '../define-block'
import { SECTION_ICONS } from './icons'

/** The section header: icon, eyebrow, title, description, meta description, calls to action, note. */
export const SectionHeaderBlock = defineBlock({ slug: 'sectionHeader', dbName: 'header', label: 'Section header' }, [
  { name: 'showIcon', type: 'checkbox', defaultValue: false },
  {
    name: 'icon',
    type: 'select',
    options: Object.keys(SECTION_ICONS),
    admin: { condition: (_, sibling) => Boolean(sibling.showIcon) },
  },
  { name: 'eyebrow', type: 'text', localized: true },
  { name: 'title', type: 'text', required: true, localized: true },
  { name: 'description', type: 'textarea', localized: true },
  {
    name: 'metaDescription',
    type: 'textarea',
    localized: true,
    maxLength: 320,
    admin: { description: "Used as the page's meta description when this is the first block." },
  },
  {
    name: 'ctasCollection',
    label: 'Calls to action',
    type: 'array',
    maxRows: 4,
    fields: [
      {
        name: 'type',
        type: 'select',
        required: true,
        defaultValue: 'fill',
        options: ['fill', 'outline', 'underline', 'default'],
      },
      { name: 'title', type: 'text', required: true, localized: true },
      { name: 'path', type: 'text', required: true },
      { name: 'darkMode', type: 'checkbox', defaultValue: false },
    ],
  },
  { name: 'note', type: 'text', localized: true },
  {
    name: 'displayOptions',
    type: 'group',
    fields: [
      {
        name: 'backgroundColor',
        type: 'select',
        defaultValue: 'transparent',
        options: ['transparent', 'white', 'seashell'],
      },
      { name: 'addPaddingTop', type: 'checkbox', defaultValue: true },
      { name: 'addPaddingBottom', type: 'checkbox', defaultValue: true },
      { name: 'addBottomBorder', type: 'checkbox', defaultValue: false },
    ],
  },
  {
    name: 'scrollOptions',
    type: 'group',
    fields: [
      {
        name: 'identifier',
        type: 'text',
        validate: (value: string | null | undefined) =>
          !value || /^[a-z][a-z0-9-]*$/.test(value) || 'Use lowercase letters, digits and dashes.',
        admin: { description: 'Anchor id, so links can scroll to this section (e.g. onview).' },
      },
    ],
  },
])
