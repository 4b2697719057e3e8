import type { CollectionConfig, Field, Plugin } from 'payload'
import type { Env } from '@/lib/env'
import { objectStorage } from '@/lib/media-store/s3-client'

/**
 * The columns Payload's storage adapter keeps on the media collection, present whether or not object storage is
 * configured, so one database (and one set of migrations) serves both setups. The adapter merges its own into these.
 */
const STORAGE_FIELDS: Field[] = [
  { name: 'prefix', type: 'text', defaultValue: '', admin: { hidden: true, readOnly: true } },
  { name: '_objectKey', type: 'text', admin: { hidden: true, readOnly: true } },
]

const withStorageFields = (collection: CollectionConfig): CollectionConfig =>
  collection.slug === 'media' ? { ...collection, fields: [...collection.fields, ...STORAGE_FIELDS] } : collection

/**
 * Payload's S3 adapter on the media collection when object storage is configured. Files are still served at
 * /api/media/file/<name> (through the adapter's handler), so pages and the content security policy never name
 * the bucket. The adapter and the AWS SDK are loaded only then: a third of a second of every start-up otherwise.
 */
export function mediaStoragePlugin(config: Env): Plugin {
  const storage = objectStorage(config)
  return async (incoming) => {
    const withFields = { ...incoming, collections: incoming.collections?.map(withStorageFields) }
    if (!storage) return withFields
    const { s3Storage } = await import('@payloadcms/storage-s3')
    return s3Storage({
      // An empty prefix, given: the adapter keys objects by file name alone, as MEDIA_DIR names files.
      collections: { media: { prefix: '' } },
      bucket: storage.bucket,
      config: storage.client,
    })(withFields)
  }
}
