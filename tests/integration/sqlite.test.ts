import { describe } from 'vitest'
import { temporarySqliteUrl } from './cms-instance'
import { contentModelSuite } from './content-model.suite'

describe('content model on SQLite', () => {
  contentModelSuite(temporarySqliteUrl)
})
