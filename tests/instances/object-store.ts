/**
 * The two-instance tests' object store: an S3-compatible server (s3rver) with the media bucket, on a fresh folder,
 * until Playwright stops it. Both instances store and serve their images through it, never through MEDIA_DIR.
 */
import { rmSync } from 'node:fs'
import S3rver from 's3rver'
import { OBJECT_STORE } from './instances'

const directory = 'data/e2e-instances-s3'
rmSync(directory, { recursive: true, force: true })
const server = new S3rver({
  address: '127.0.0.1',
  port: OBJECT_STORE.port,
  silent: true,
  directory,
  configureBuckets: [{ name: OBJECT_STORE.bucket, configs: [] }],
})
server.run().then(
  () => console.log(`object store on ${OBJECT_STORE.endpoint}`),
  (error: unknown) => {
    console.error('the object store did not start', error)
    process.exit(1)
  },
)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void server.close().finally(() => process.exit(0)))
