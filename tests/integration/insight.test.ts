import { describe } from 'vitest'
import { temporarySqliteUrl } from './cms-instance'
import { insightSuite } from './insight.suite'

describe('insight on SQLite', () => {
  insightSuite(temporarySqliteUrl)
})
