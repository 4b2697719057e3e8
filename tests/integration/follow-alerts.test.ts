import { describe } from 'vitest'
import { temporarySqliteUrl } from './cms-instance'
import { followAlertsSuite } from './follow-alerts.suite'

const databaseUrl = temporarySqliteUrl()

describe('on SQLite', () => {
  followAlertsSuite(() => databaseUrl)
})
