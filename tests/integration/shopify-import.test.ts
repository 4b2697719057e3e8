import { describe } from 'vitest'
import { temporarySqliteUrl } from './cms-instance'
import { shopifyImportSuite } from './shopify-import.suite'

describe('on SQLite', () => {
  shopifyImportSuite(temporarySqliteUrl)
})
