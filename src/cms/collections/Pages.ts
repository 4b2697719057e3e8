import type { CollectionConfig } from 'payload'
import { editorialAccess } from '../access/roles'
import { pageBlocks } from '../blocks'
import { drafts } from './drafts'
import { previewLink } from '../fields/preview-link'

/** Pages built from blocks, addressed by their full path ('/', '/about', '/advisory/architects'). */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    preview: previewLink((doc) => (typeof doc.path === 'string' ? doc.path : null)),
    defaultColumns: ['title', 'path', '_status'],
  },
  access: editorialAccess,
  versions: drafts,
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: string | null | undefined) =>
        (typeof value === 'string' && /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/.test(value)) ||
        'A path such as / or /about or /advisory/architects.',
      admin: { position: 'sidebar' },
    },
    { name: 'layout', type: 'blocks', blocks: pageBlocks, required: true, minRows: 1 },
  ],
}
