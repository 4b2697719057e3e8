import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '../access/roles'
import { cachedMediaFile } from './media-caching'
import { requireStoredFile } from './media-file-required'
import { MEDIA_FORMAT, MEDIA_SIZES, mediaDirectory } from './media-format'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', useAsTitle: 'alt' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'alt', type: 'text', required: true, localized: true },
    { name: 'caption', type: 'text', localized: true },
  ],
  hooks: { beforeValidate: [requireStoredFile(mediaDirectory())] },
  upload: {
    staticDir: mediaDirectory(),
    handlers: [cachedMediaFile(mediaDirectory())],
    mimeTypes: ['image/*'],
    formatOptions: MEDIA_FORMAT,
    imageSizes: MEDIA_SIZES.map((size) => ({ ...size })),
    adminThumbnail: 'thumbnail',
    // Enforced by requireStoredFile instead, which also accepts files the seed has written itself.
    filesRequiredOnCreate: false,
  },
}
