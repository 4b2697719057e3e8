import { describe } from 'vitest'
import { orderHoldsSuite } from './order-holds.suite'

const postgresUrl = process.env.TEST_POSTGRES_URL

describe.runIf(Boolean(postgresUrl))('on PostgreSQL', () => {
  orderHoldsSuite(() => postgresUrl ?? '')
})
