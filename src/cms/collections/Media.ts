import type { CollectionConfig } from 'payload'
import { mediaStore } from '@/lib/media-store'
import { anyone, staffOnly } from '../access/roles'
import { MEDIA_CACHE_CONTROL } from './media-caching'
import { requireStoredFile } from './media-file-required'
import { MEDIA_FORMAT, MEDIA_SIZES } from './media-format'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', useAsTitle: 'alt' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'alt', type: 'text', required: true, localized: true },
    { name: 'caption', type: 'text', localized: true },
  ],
  hooks: { beforeValidate: [requireStoredFile(mediaStore())] },
  upload: {
    ...mediaStore().upload,
    // Files served by Payload's handler or the storage adapter's are cached as our own handler's are.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', MEDIA_CACHE_CONTROL)
      return headers
    },
    mimeTypes: ['image/*'],
    formatOptions: MEDIA_FORMAT,
    imageSizes: MEDIA_SIZES.map((size) => ({ ...size })),
    adminThumbnail: 'thumbnail',
    // Enforced by requireStoredFile instead, which also accepts files the seed has written itself.
    filesRequiredOnCreate: false,
  },
}
