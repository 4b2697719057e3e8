/** Two built instances on one PostgreSQL database (scripts/test.sh gives it) and one media folder. */
export const INSTANCE_PORTS = { first: 3101, second: 3102 } as const

export const INSTANCES = {
  first: `http://localhost:${INSTANCE_PORTS.first}`,
  second: `http://localhost:${INSTANCE_PORTS.second}`,
} as const

/** The second instance writes its process id here, so that a test can kill it and start it again. */
export const SECOND_PID_FILE = 'data/e2e-instances-second.pid'

/** What both instances share, as scripts/e2e-server.sh reads it. */
export const SHARED_ENV = {
  E2E_DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
  E2E_MEDIA_DIR: 'data/e2e-instances-media',
}
