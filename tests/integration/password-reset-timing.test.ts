import { describe } from 'vitest'
import { temporarySqliteUrl } from './cms-instance'
import { passwordResetTimingSuite } from './password-reset-timing.suite'

describe('reset requests on SQLite', () => {
  passwordResetTimingSuite(temporarySqliteUrl)
})
