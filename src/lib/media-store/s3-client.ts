import type { S3ClientConfig } from '@aws-sdk/client-s3'
import type { Env } from '@/lib/env'

/** A bucket and how to reach it, from the S3_* variables; null when media stays on disk. */
export type ObjectStorage = { bucket: string; client: S3ClientConfig }

export function objectStorage(config: Env): ObjectStorage | null {
  const { S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config
  // The environment check lets through all five or none.
  if (!S3_BUCKET || !S3_ENDPOINT || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null
  return {
    bucket: S3_BUCKET,
    client: {
      endpoint: S3_ENDPOINT,
      region: S3_REGION,
      credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY },
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      // The SDK's default CRC32 checksums on every request are refused by many S3-compatible servers
      // (s3rver, older MinIO, some hosted stores); S3 itself needs them only where an operation requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  }
}
