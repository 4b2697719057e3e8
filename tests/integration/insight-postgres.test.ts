import { describe } from 'vitest'
import { insightSuite } from './insight.suite'

const postgresUrl = process.env.TEST_POSTGRES_URL

// CI always sets TEST_POSTGRES_URL (.ci/run starts PostgreSQL); a laptop without one runs SQLite only.
describe.runIf(Boolean(postgresUrl))('insight on PostgreSQL', () => {
  insightSuite(() => postgresUrl ?? '')
})
