import { describe } from 'vitest'
import { giftCardVoidsSuite } from './gift-card-voids.suite'

const postgresUrl = process.env.TEST_POSTGRES_URL

// CI always sets TEST_POSTGRES_URL: the spends and the cancel race on PostgreSQL's row locks there.
describe.runIf(Boolean(postgresUrl))('on PostgreSQL', () => {
  giftCardVoidsSuite(() => postgresUrl ?? '')
})
