import path from 'node:path'
import { env } from '@/lib/env'
import { bucketMediaStore } from './bucket'
import { diskMediaStore } from './disk'
import { objectStorage } from './s3-client'
import type { MediaStore } from './types'

export type { MediaStore } from './types'

let configured: MediaStore | undefined

/** The store the environment chose: a bucket when the S3_* variables are set, the media folder otherwise. */
export function mediaStore(): MediaStore {
  if (configured) return configured
  const config = env()
  // The media folder is runtime data: the build's file tracer is told not to follow it into the whole project.
  const dir = path.resolve(/* turbopackIgnore: true */ process.cwd(), config.MEDIA_DIR)
  const storage = objectStorage(config)
  configured = storage ? bucketMediaStore(storage, dir) : diskMediaStore(dir)
  return configured
}
