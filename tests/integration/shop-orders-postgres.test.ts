import { describe } from 'vitest'
import { shopOrdersSuite } from './shop-orders.suite'

const postgresUrl = process.env.TEST_POSTGRES_URL

// CI always sets TEST_POSTGRES_URL; 50 checkouts there queue on the pool of 10 connections.
describe.runIf(Boolean(postgresUrl))('on PostgreSQL', () => {
  shopOrdersSuite(() => postgresUrl ?? '')
})
