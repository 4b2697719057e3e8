import { describe } from 'vitest'
import { shopEnquiriesSuite } from './shop-enquiries.suite'

const postgresUrl = process.env.TEST_POSTGRES_URL

// CI always sets TEST_POSTGRES_URL (.ci/run starts PostgreSQL); a laptop without one runs SQLite only.
describe.runIf(Boolean(postgresUrl))('shop enquiries on PostgreSQL', () => {
  shopEnquiriesSuite(() => postgresUrl ?? '')
})
