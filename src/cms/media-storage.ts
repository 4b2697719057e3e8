import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import type { Env } from '@/lib/env'
import { objectStorage } from '@/lib/media-store/s3-client'

/**
 * Payload's S3 adapter on the media collection when object storage is configured. Files are still served at
 * /api/media/file/<name> (through the adapter's handler), so pages and the content security policy never name
 * the bucket. The adapter's fields are in the schema either way, so one database serves both setups.
 */
export function mediaStoragePlugin(config: Env): Plugin {
  const storage = objectStorage(config)
  return s3Storage({
    enabled: storage !== null,
    alwaysInsertFields: true,
    // An empty prefix, given: without one the enabled adapter leaves the prefix column out of the schema.
    collections: { media: { prefix: '' } },
    bucket: storage?.bucket ?? '',
    config: storage?.client ?? {},
  })
}
