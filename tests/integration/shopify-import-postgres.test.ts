import { describe } from 'vitest'
import { shopifyImportSuite } from './shopify-import.suite'

const postgresUrl = process.env.TEST_POSTGRES_URL

// CI always sets TEST_POSTGRES_URL; there the import takes the Local API writer, the path PostgreSQL uses.
describe.runIf(Boolean(postgresUrl))('on PostgreSQL', () => {
  shopifyImportSuite(() => postgresUrl ?? '')
})
