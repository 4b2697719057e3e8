import { describe } from 'vitest'
import { passwordResetTimingSuite } from './password-reset-timing.suite'

const postgresUrl = process.env.TEST_POSTGRES_URL

// CI always sets TEST_POSTGRES_URL (.ci/run starts PostgreSQL); a laptop without one runs SQLite only.
describe.runIf(Boolean(postgresUrl))('reset requests on PostgreSQL', () => {
  passwordResetTimingSuite(() => postgresUrl ?? '')
})
