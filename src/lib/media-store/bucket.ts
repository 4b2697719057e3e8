import type * as S3 from '@aws-sdk/client-s3'
import type { ObjectStorage } from './s3-client'
import type { MediaStore } from './types'

type Connection = { sdk: typeof S3; client: S3.S3Client }

/**
 * Objects in one bucket, keyed by file name as Payload's S3 adapter keys them (no prefix). Uploads are written
 * and served by the adapter itself (src/cms/media-storage.ts), so the collection gets no handler of ours here.
 * The AWS SDK is loaded on first use, as the adapter is: a gallery on disk never pays for it.
 */
export function bucketMediaStore({ bucket, client: config }: ObjectStorage, staticDir: string): MediaStore {
  let connection: Promise<Connection> | undefined
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: new sdk.S3Client(config) })))
  return {
    prepare: async () => {
      await connect()
    },
    put: async (name, data, mimeType) => {
      const { sdk, client } = await connect()
      await client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: name, Body: data, ContentType: mimeType }))
    },
    has: async (name) => {
      const { sdk, client } = await connect()
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: name }))
        return true
      } catch (error) {
        // A HEAD answer has no body, so a missing object is known by its status alone.
        if (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404) return false
        throw error
      }
    },
    // Payload still names a folder: with the adapter it only looks there for clashing names, and writes nothing.
    upload: { staticDir, handlers: [] },
  }
}
