import { describe } from 'vitest'
import { followAlertsSuite } from './follow-alerts.suite'

const postgresUrl = process.env.TEST_POSTGRES_URL

describe.runIf(Boolean(postgresUrl))('on PostgreSQL', () => {
  followAlertsSuite(() => postgresUrl ?? '')
})
