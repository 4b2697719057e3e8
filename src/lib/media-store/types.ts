import type { UploadConfig } from 'payload'

/**
 * Where the media collection's files live: the media folder on this machine, or a bucket every instance shares.
 * Code that writes or checks stored files goes through this, never through the file system or an S3 client.
 */
export interface MediaStore {
  /** Made ready before a batch of writes: the folder created; a bucket is there already. */
  prepare(): Promise<void>
  /** Stores a finished file under its name, replacing one of the same name. */
  put(name: string, data: Buffer, mimeType: string): Promise<void>
  /** Whether a file of this name is stored. */
  has(name: string): Promise<boolean>
  /** The media collection's own upload settings for this store: where Payload writes and who serves files. */
  readonly upload: Pick<UploadConfig, 'staticDir' | 'handlers'>
}
