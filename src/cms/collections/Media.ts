import path from 'node:path'
import type { CollectionConfig, ImageUploadFormatOptions } from 'payload'
import { env } from '@/lib/env'
import { anyone, staffOnly } from '../access/roles'
import { cachedMediaFile } from './media-caching'

const webp: ImageUploadFormatOptions = { format: 'webp', options: { quality: 75 } }

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', useAsTitle: 'alt' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'alt', type: 'text', required: true, localized: true },
    { name: 'caption', type: 'text', localized: true },
  ],
  upload: {
    staticDir: path.resolve(process.cwd(), env().MEDIA_DIR),
    handlers: [cachedMediaFile(path.resolve(process.cwd(), env().MEDIA_DIR))],
    mimeTypes: ['image/*'],
    formatOptions: webp,
    imageSizes: [
      { name: 'thumbnail', width: 480, withoutEnlargement: true, formatOptions: webp },
      { name: 'card', width: 960, withoutEnlargement: true, formatOptions: webp },
    ],
    adminThumbnail: 'thumbnail',
  },
}
