import { describe } from 'vitest'
import { checkoutStripeSuite } from './checkout-stripe.suite'

const postgresUrl = process.env.TEST_POSTGRES_URL

describe.runIf(Boolean(postgresUrl))('on PostgreSQL', () => {
  checkoutStripeSuite(() => postgresUrl ?? '')
})
