import { describe } from 'vitest'
import { temporarySqliteUrl } from './cms-instance'
import { databaseSeamSuite } from './database-seam.suite'

describe('the database seam on SQLite', () => {
  databaseSeamSuite(temporarySqliteUrl)
})
