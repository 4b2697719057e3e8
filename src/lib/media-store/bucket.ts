import { HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3'
import type { ObjectStorage } from './s3-client'
import type { MediaStore } from './types'

/**
 * Objects in one bucket, keyed by file name as Payload's S3 adapter keys them (no prefix). Uploads are written
 * and served by the adapter itself (src/cms/media-storage.ts), so the collection gets no handler of ours here.
 */
export function bucketMediaStore({ bucket, client: config }: ObjectStorage, staticDir: string): MediaStore {
  const client = new S3Client(config)
  return {
    prepare: async () => {},
    put: async (name, data, mimeType) => {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: name, Body: data, ContentType: mimeType }))
    },
    has: async (name) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: name }))
        return true
      } catch (error) {
        // A HEAD answer has no body, so a missing object is known by its status alone.
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return false
        throw error
      }
    },
    // Payload still names a folder: with the adapter it only looks there for clashing names, and writes nothing.
    upload: { staticDir, handlers: [] },
  }
}
