/** Two built instances on one PostgreSQL database (scripts/test.sh gives it), one object store and one Redis. */
export const INSTANCE_PORTS = { first: 3101, second: 3102 } as const

export const INSTANCES = {
  first: `http://localhost:${INSTANCE_PORTS.first}`,
  second: `http://localhost:${INSTANCE_PORTS.second}`,
} as const

/** The second instance writes its process id here, so that a test can kill it and start it again. */
export const SECOND_PID_FILE = 'data/e2e-instances-second.pid'

/** The object store both instances keep their media in (tests/instances/object-store.ts); s3rver's own keys. */
export const OBJECT_STORE = { port: 3103, endpoint: 'http://127.0.0.1:3103', bucket: 'gallery-media' } as const

/** What both instances share, as scripts/e2e-server.sh and the app read it. */
export const SHARED_ENV = {
  E2E_DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
  E2E_MEDIA_DIR: 'data/e2e-instances-media',
  S3_BUCKET: OBJECT_STORE.bucket,
  S3_ENDPOINT: OBJECT_STORE.endpoint,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
  // One Redis for both instances' rate-limit counts, when the run has one (CI starts it: scripts/redis.sh).
  ...(process.env.TEST_REDIS_URL ? { RATE_LIMIT_REDIS_URL: process.env.TEST_REDIS_URL } : {}),
}
